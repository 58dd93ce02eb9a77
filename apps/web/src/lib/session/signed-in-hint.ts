import { SIGNED_IN_COOKIE } from '@app/shared/constants/session';

/**
 * Whether the browser holds a session: the server sets a readable cookie beside its httpOnly
 * session cookie and clears both together. Without it the person is a visitor and GET account
 * is not asked (it could only fail).
 */
export function hasSignedInHint(cookies: string = document.cookie): boolean {
  return cookies.split(';').some((part) => part.trim().startsWith(`${SIGNED_IN_COOKIE}=`));
}
