import { SIGNED_IN_COOKIE } from '@app/shared/constants/session';
import { readCookie } from '../visitor/visitor';

/**
 * Whether the browser holds a session: the server sets a readable cookie beside its httpOnly
 * session cookie and clears both together. Without it the person is a visitor and GET account
 * is not asked (it could only fail).
 */
export function hasSignedInHint(cookies: string = document.cookie): boolean {
  return readCookie(cookies, SIGNED_IN_COOKIE) !== undefined;
}
