import type { ZCancelRecoveryRequest } from '@app/shared/accounts/auth.schema';
import { useMutation } from '@tanstack/react-query';
import type { z } from 'zod';
import { api, lazySchema } from '../../../lib/api/api-client';

const ZDone = lazySchema(() => import('@app/shared/accounts/auth.schema').then((m) => m.ZDone));

/** POST /auth/cancel-recovery: the mail's "this wasn't me" link voids the temporary password. */
export function cancelRecovery(body: z.input<typeof ZCancelRecoveryRequest>) {
  return api('/auth/cancel-recovery', ZDone, { method: 'POST', body });
}

/** Cancelling a password recovery. */
export function useCancelRecovery() {
  return useMutation({ mutationFn: cancelRecovery });
}
