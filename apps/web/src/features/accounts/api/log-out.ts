import { api, lazySchema } from '../../../lib/api/api-client';

const ZDone = lazySchema(() => import('@app/shared/accounts/auth.schema').then((m) => m.ZDone));

/** POST /account/logout: ends the server session. The caller resets the client state. */
export function logOut() {
  return api('/account/logout', ZDone, { method: 'POST' });
}
