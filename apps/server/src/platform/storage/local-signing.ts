import { createHmac, timingSafeEqual } from 'node:crypto';

/** What a local signed URL grants: one method on one key (a PUT also fixes the Content-Type and the largest size) until `expires`. */
export type LocalGrant = { method: 'GET' | 'PUT'; key: string; contentType?: string; maxBytes?: number; expires: number };

function mac(signingKey: string, grant: LocalGrant): Buffer {
  return createHmac('sha256', Buffer.from(signingKey, 'hex'))
    .update(
      [
        grant.method,
        grant.key,
        grant.contentType ?? '',
        grant.maxBytes === undefined ? '' : String(grant.maxBytes),
        String(grant.expires),
      ].join('\n'),
    )
    .digest();
}

/** The URL-safe HMAC-SHA-256 signature of a grant (key from hkdfKey(appSecret, 'media-urls')). */
export function signGrant(signingKey: string, grant: LocalGrant): string {
  return mac(signingKey, grant).toString('base64url');
}

/** `?expires=…&signature=…` (and `max=…` for a PUT) for a grant. */
export function grantQuery(signingKey: string, grant: LocalGrant): string {
  const max = grant.maxBytes === undefined ? '' : `max=${grant.maxBytes}&`;
  return `${max}expires=${grant.expires}&signature=${signGrant(signingKey, grant)}`;
}

/** Seconds since the epoch, `ttlSeconds` from now. */
export function expiryIn(ttlSeconds: number, now = Date.now()): number {
  return Math.floor(now / 1000) + Math.ceil(ttlSeconds);
}

/**
 * Whether a request carries a valid, unexpired signature for this grant. `expires` and
 * `signature` are the raw query values (anything may arrive there).
 */
export function verifyGrant(
  signingKey: string,
  grant: Omit<LocalGrant, 'expires'>,
  query: { expires?: unknown; signature?: unknown },
  now = Date.now(),
): boolean {
  const { expires, signature } = query;
  if (typeof expires !== 'string' || !/^\d{1,12}$/.test(expires) || typeof signature !== 'string') return false;
  if (Number(expires) * 1000 < now) return false;
  const expected = mac(signingKey, { ...grant, expires: Number(expires) });
  const given = Buffer.from(signature, 'base64url');
  return given.length === expected.length && timingSafeEqual(given, expected);
}
