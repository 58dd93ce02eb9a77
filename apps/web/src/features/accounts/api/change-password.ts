import { ZDone, type TChangePasswordRequest } from '@app/shared/accounts/auth.schema';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api/api-client';

/** PUT /account/password: both passwords base64; 400 'Incorrect Password' when the current one is wrong. */
export function changePassword(body: TChangePasswordRequest) {
  return api('/account/password', ZDone, { method: 'PUT', body });
}

/** Changing the password. The account itself does not change, so nothing to invalidate. */
export function useChangePassword() {
  return useMutation({ mutationFn: changePassword });
}
