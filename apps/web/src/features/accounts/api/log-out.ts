import { ZDone } from '@app/shared/accounts/auth.schema';
import { api } from '../../../lib/api/api-client';

/** POST /account/logout: ends the server session. The caller resets the client state. */
export function logOut() {
  return api('/account/logout', ZDone, { method: 'POST' });
}
