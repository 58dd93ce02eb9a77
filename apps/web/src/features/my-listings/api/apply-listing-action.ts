import { ZListing, type ZListingActionRequest } from '@app/shared/listings/listing.schema';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { api } from '../../../lib/api/api-client';
import { myListingsKey } from './get-own-listings';

export type ListingAction = z.infer<typeof ZListingActionRequest>['action'];

/** POST /properties/{id}/actions: move to drafts or listings, hide or unhide. */
export function applyListingAction({ id, action }: { id: string; action: ListingAction }) {
  return api(`/properties/${encodeURIComponent(id)}/actions`, ZListing, { method: 'POST', body: { action } });
}

/** Applies an owner action, then refreshes the lists (the listing may change group). */
export function useApplyListingAction() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: applyListingAction, onSuccess: () => queryClient.invalidateQueries({ queryKey: myListingsKey }) });
}
