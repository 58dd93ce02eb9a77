import { ZDone } from '@app/shared/accounts/auth.schema';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api/api-client';
import { useSession } from '../../../lib/session/session-store';
import { updateOffers } from './get-offers';

/** DELETE /offers/{id}: removes a draft (the buyer side only). */
export function removeDraft(id: string) {
  return api(`/offers/${encodeURIComponent(id)}`, ZDone, { method: 'DELETE' });
}

/** Removes a draft and takes it out of offers made. */
export function useRemoveDraft() {
  const queryClient = useQueryClient();
  const { account } = useSession();
  return useMutation({
    mutationFn: removeDraft,
    onSuccess: (_done, id) => {
      if (account) updateOffers(queryClient, 'made', account._id, (offers) => offers.filter((offer) => offer._id !== id));
    },
  });
}
