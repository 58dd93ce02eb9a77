import { ZDone, type ZForgotPasswordRequest } from '@app/shared/accounts/auth.schema';
import { useMutation } from '@tanstack/react-query';
import type { z } from 'zod';
import { api } from '../../../lib/api/api-client';

/** POST /account/forgot-password: mails a temporary password. Always "done", so nobody learns who has an account. */
export function requestTemporaryPassword(body: z.input<typeof ZForgotPasswordRequest>) {
  return api('/account/forgot-password', ZDone, { method: 'POST', body });
}

/** Asking for a temporary password. */
export function useForgotPassword() {
  return useMutation({ mutationFn: requestTemporaryPassword });
}
