import { z } from 'zod';
import { FIELD_LIMITS } from '../constants/field-limits';
import { MESSAGES } from '../messages/messages';
import { endsInNumber, isBlockedIpv4, isBlockedIpv6, parseIpv4, parseIpv6 } from './ip-address';
import { ifNoEarlierError, requiredText } from './text';

/** Schemes the URL checker accepts. */
export const URL_SCHEMES = ['http', 'https', 'ftp'] as const;

/** Host names that always mean this machine or a private network, whatever DNS says. */
const LOCAL_NAMES = /(^|\.)(localhost|local|internal|localdomain|home\.arpa)$/;

const URL_SHAPE = /^(https?|ftp):\/\/([^/?#\s]+)([/?#]\S*)?$/i;
const LABEL = /^[\p{L}\p{N}](?:[\p{L}\p{N}-]{0,61}[\p{L}\p{N}])?$/u;
const TOP_LEVEL = /^(\p{L}{2,63}|xn--[a-z0-9-]{1,59})$/u;

function isPublicDomainName(host: string): boolean {
  if (host.length > 253 || LOCAL_NAMES.test(host)) return false;
  const labels = host.split('.');
  return labels.length >= 2 && labels.every((label) => LABEL.test(label)) && TOP_LEVEL.test(labels.at(-1) ?? '');
}

function isPublicHost(rawHost: string): boolean {
  if (rawHost.startsWith('[')) {
    const groups = rawHost.endsWith(']') ? parseIpv6(rawHost.slice(1, -1)) : undefined;
    return groups !== undefined && !isBlockedIpv6(groups);
  }
  // As a URL parser would (IDNA mapping): full-width digits and ideographic dots become ASCII.
  const host = rawHost
    .normalize('NFKC')
    .replace(/[\u3002\uff0e\uff61]/g, '.')
    .toLowerCase()
    .replace(/\.$/, '');
  if (endsInNumber(host)) {
    const address = parseIpv4(host);
    return address !== undefined && !isBlockedIpv4(address);
  }
  return isPublicDomainName(host);
}

function splitHostPort(authority: string): { host: string; port: string | undefined } {
  const bracketEnd = authority.startsWith('[') ? authority.indexOf(']') : -1;
  const colon = authority.indexOf(':', bracketEnd + 1);
  if (colon === -1) return { host: authority, port: undefined };
  return { host: authority.slice(0, colon), port: authority.slice(colon + 1) };
}

/**
 * The URL checker (spec section 5): an absolute http, https or ftp URL whose host is a public
 * domain name or a public IP address. Refuses user:password@ parts, private, loopback,
 * link-local and reserved addresses in any notation (decimal, hex, octal, IPv6, IPv4-mapped),
 * and localhost names. DNS names that resolve to private addresses are beyond a syntax check:
 * a server fetching the URL must check the resolved address too.
 */
export function isPublicUrl(value: string): boolean {
  if (value.length > FIELD_LIMITS.urlMax) return false;
  const match = URL_SHAPE.exec(value);
  const authority = match?.[2];
  if (!authority || authority.includes('@') || authority.includes('\\')) return false;
  const { host, port } = splitHostPort(authority);
  if (port !== undefined && (!/^\d{1,5}$/.test(port) || Number(port) < 1 || Number(port) > 65_535)) return false;
  return host !== '' && isPublicHost(host);
}

/** A required public URL ('Invalid Input' otherwise). */
export const ZUrl = requiredText().refine(isPublicUrl, ifNoEarlierError(MESSAGES.invalidInput));

/** An optional public URL: empty is allowed, anything else must pass the checker. */
export const ZOptionalUrl = z
  .string(MESSAGES.invalidInput)
  .trim()
  .refine((value) => value === '' || isPublicUrl(value), MESSAGES.invalidInput)
  .optional();
