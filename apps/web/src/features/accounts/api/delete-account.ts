import { ZDone, type TDeleteAccountRequest } from '@app/shared/accounts/auth.schema';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api/api-client';

/** DELETE /account: the typed email, and the password (base64) when the account has one. */
export function deleteAccount(body: TDeleteAccountRequest) {
  return api('/account', ZDone, { method: 'DELETE', body });
}

/** Deleting the account; the caller resets every client store afterwards. */
export function useDeleteAccount() {
  return useMutation({ mutationFn: deleteAccount });
}
