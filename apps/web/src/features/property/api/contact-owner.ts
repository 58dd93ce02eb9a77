import { useMutation } from '@tanstack/react-query';
import { api, lazySchema } from '../../../lib/api/api-client';

const ZDone = lazySchema(() => import('@app/shared/accounts/auth.schema').then((m) => m.ZDone));

/** POST /properties/{id}/contact: mails the owner a message (signed-in people only). */
export function contactOwner(id: string, message: string) {
  return api(`/properties/${encodeURIComponent(id)}/contact`, ZDone, { method: 'POST', body: { message } });
}

/** Sends a message to the listing's owner or agent. */
export function useContactOwner(id: string) {
  return useMutation({ mutationFn: (message: string) => contactOwner(id, message) });
}
