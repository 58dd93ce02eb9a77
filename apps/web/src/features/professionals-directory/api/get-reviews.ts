import { useQuery } from '@tanstack/react-query';
import { api, lazySchema } from '../../../lib/api/api-client';

const ZReviews = lazySchema(() => import('@app/shared/orders/orders.schema').then((m) => m.ZProfessionalReviews));

/** GET /professionalReview/professional/{id}: a professional's reviews of completed orders and their rating (public). */
export function useProfessionalReviews(professionalId: string) {
  return useQuery({
    queryKey: ['professionals', 'reviews', professionalId],
    queryFn: ({ signal }) => api(`/professionalReview/professional/${encodeURIComponent(professionalId)}`, ZReviews, { signal }),
  });
}
