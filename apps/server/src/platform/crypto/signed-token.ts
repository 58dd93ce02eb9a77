import { createHmac, timingSafeEqual } from 'node:crypto';

const sign = (key: string, purpose: string, value: string) =>
  createHmac('sha256', Buffer.from(key, 'hex')).update(`${purpose}:${value}`).digest('base64url');

/**
 * `value.signature`: a value handed out in a link (a mail's) that comes back only as it was
 * issued. The HMAC-SHA-256 covers the purpose too, so a token made for one purpose is no good
 * for another. `key` is hex (hkdfKey).
 */
export function signToken(key: string, purpose: string, value: string): string {
  return `${value}.${sign(key, purpose, value)}`;
}

/** The value a token carries, or null when it is malformed or its signature is wrong. */
export function readSignedToken(key: string, purpose: string, token: string): string | null {
  const dot = token.lastIndexOf('.');
  if (dot <= 0) return null;
  const value = token.slice(0, dot);
  const given = Buffer.from(token.slice(dot + 1));
  const expected = Buffer.from(sign(key, purpose, value));
  return given.length === expected.length && timingSafeEqual(given, expected) ? value : null;
}
