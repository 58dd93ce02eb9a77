import { createHash, randomBytes, randomInt } from 'node:crypto';

/** A URL-safe random token (sessions, verification links): 256 bits. */
export function randomToken(): string {
  return randomBytes(32).toString('base64url');
}

/** What the database stores instead of a token: its SHA-256, so a leaked table grants nothing. */
export function tokenDigest(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

const LOWER = 'abcdefghijkmnpqrstuvwxyz';
const UPPER = 'ABCDEFGHJKLMNPQRSTUVWXYZ';
const DIGITS = '23456789';
const SYMBOLS = '$@!%*?&-';

/**
 * A temporary password a person can type from a mail: 12 characters without look-alikes
 * (0/O, 1/l/I), meeting every password rule.
 */
export function temporaryPassword(): string {
  const pick = (set: string) => set[randomInt(set.length)] ?? '';
  const all = LOWER + UPPER + DIGITS;
  const chars = [pick(LOWER), pick(UPPER), pick(DIGITS), pick(SYMBOLS), ...Array.from({ length: 8 }, () => pick(all))];
  for (let i = chars.length - 1; i > 0; i--) {
    const j = randomInt(i + 1);
    [chars[i], chars[j]] = [chars[j] ?? '', chars[i] ?? ''];
  }
  return chars.join('');
}
