import { createHmac, timingSafeEqual } from 'node:crypto';

const PURPOSE = 'offer-cosign';
/** How long a co-buyer's signing link works (decision 053). */
export const COSIGN_LINK_DAYS = 7;

// Compact, so the token fits a path segment (Fastify's 100-character parameter limit): the two
// UUIDs as base64url bytes, the times in base 36, and the HMAC-SHA-256 cut to 128 bits.
const uuidBytes = (id: string) => Buffer.from(id.replace(/-/g, ''), 'hex').toString('base64url');
function uuidOf(text: string): string | null {
  const hex = Buffer.from(text, 'base64url').toString('hex');
  return /^[0-9a-f]{32}$/.test(hex)
    ? `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`
    : null;
}
const mac = (key: string, value: string) =>
  createHmac('sha256', Buffer.from(key, 'hex')).update(`${PURPOSE}:${value}`).digest().subarray(0, 16).toString('base64url');

/**
 * The link a co-buyer signs with, no account needed (decision 053): an HMAC-signed token naming the
 * offer, the buyer it signs for, the offer's version (its updatedAt: any saved change voids the
 * link, as it drops the signatures) and its expiry. Single use: once that buyer's signature is
 * recorded the service reads the link as invalid. `key` is hex (hkdfKey).
 */
export function cosignToken(key: string, offer: { id: string; updatedAt: Date }, buyerId: string, now = new Date()): string {
  const expires = now.getTime() + COSIGN_LINK_DAYS * 86_400_000;
  const value = [uuidBytes(offer.id), uuidBytes(buyerId), offer.updatedAt.getTime().toString(36), expires.toString(36)].join('.');
  return `${value}.${mac(key, value)}`;
}

export type CosignLink = { offerId: string; buyerId: string; version: number; expires: number };

/** What an untampered, unexpired token names, or null. */
export function readCosignLink(key: string, token: string, now = Date.now()): CosignLink | null {
  const parts = token.split('.');
  if (parts.length !== 5) return null;
  const [offer, buyer, version, expires, signature] = parts as [string, string, string, string, string];
  const expected = Buffer.from(mac(key, parts.slice(0, 4).join('.')));
  const given = Buffer.from(signature);
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
  const offerId = uuidOf(offer);
  const buyerId = uuidOf(buyer);
  const link = { offerId, buyerId, version: parseInt(version, 36), expires: parseInt(expires, 36) };
  if (!link.offerId || !link.buyerId || !Number.isSafeInteger(link.version) || !(link.expires > now)) return null;
  return link as CosignLink;
}
