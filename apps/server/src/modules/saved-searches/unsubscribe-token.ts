import { createHmac, timingSafeEqual } from 'node:crypto';
import { z } from 'zod';

const PURPOSE = 'saved-search-alerts-off';
const VERSION = 'v1';

const sign = (key: string, savedSearchId: string) =>
  createHmac('sha256', Buffer.from(key, 'hex')).update(`${PURPOSE}:${savedSearchId}`).digest('base64url');

/**
 * The token of a saved search's unsubscribe link: its id and an HMAC of it under the app
 * secret's mail-link key, so the link works without signing in and cannot be made for
 * another search. It does not expire: an old mail's link must still stop the alerts.
 */
export function unsubscribeToken(key: string, savedSearchId: string): string {
  return `${VERSION}.${savedSearchId}.${sign(key, savedSearchId)}`;
}

/** The saved search id a token names, or null when the token is malformed or its signature wrong. */
export function readUnsubscribeToken(key: string, token: string): string | null {
  const [version, id, signature, ...rest] = token.split('.');
  if (version !== VERSION || !id || !signature || rest.length > 0 || !z.uuid().safeParse(id).success) return null;
  const expected = Buffer.from(sign(key, id));
  const given = Buffer.from(signature);
  return given.length === expected.length && timingSafeEqual(given, expected) ? id : null;
}
