import { ZProfessionalQueueItem, ZProfessionalReview } from '@app/shared/professionals/profile-views.schema';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { api } from '../../../lib/api/api-client';

/** Everything cached about professionals' review; approving or rejecting invalidates it (and the overview). */
export const reviewQueryKey = ['admin', 'professionals'] as const;

/** GET professionals/review-queue: profiles waiting for review, the longest waiting first. */
export function getReviewQueue(signal?: AbortSignal) {
  return api('/professionals/review-queue', z.array(ZProfessionalQueueItem), { signal });
}

/** The review queue. */
export function useReviewQueue() {
  return useQuery(queryOptions({ queryKey: [...reviewQueryKey, 'queue'], queryFn: ({ signal }) => getReviewQueue(signal) }));
}

/** GET professionals/{id}/review: the whole profile, its documents (short-lived private links) and history. */
export function getProfessionalReview(id: string, signal?: AbortSignal) {
  return api(`/professionals/${encodeURIComponent(id)}/review`, ZProfessionalReview, { signal });
}

/** One profile under review. */
export function useProfessionalReview(id: string) {
  return useQuery(
    queryOptions({ queryKey: [...reviewQueryKey, 'review', id], queryFn: ({ signal }) => getProfessionalReview(id, signal) }),
  );
}

/** POST professionals/{id}/approve or …/reject {reason}. */
export function decideProfessional(input: { id: string; decision: 'approve' } | { id: string; decision: 'reject'; reason: string }) {
  const path = `/professionals/${encodeURIComponent(input.id)}/${input.decision}`;
  return api(path, ZProfessionalReview, { method: 'POST', ...(input.decision === 'reject' ? { body: { reason: input.reason } } : {}) });
}

/** Approves or rejects a profile, then refreshes the queue, the review and the overview's counts. */
export function useDecideProfessional() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: decideProfessional,
    onSuccess: async () => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: reviewQueryKey }),
        queryClient.invalidateQueries({ queryKey: ['admin', 'overview'] }),
      ]);
    },
  });
}
