import type { TListingReportRequest } from '@app/shared/listing-reports/listing-reports.schema';
import { useMutation } from '@tanstack/react-query';
import { api, lazySchema } from '../../../lib/api/api-client';

// The receipt's schema loads with the first report, not with the property page.
const ZReceipt = lazySchema(() => import('@app/shared/listing-reports/listing-reports.schema').then((m) => m.ZListingReportReceipt));

/** POST properties/{id}/reports: "Report this listing" (anyone who may see it; decision 082). */
export function reportListing({ listingId, report }: { listingId: string; report: TListingReportRequest }) {
  return api(`/properties/${encodeURIComponent(listingId)}/reports`, ZReceipt, { method: 'POST', body: report });
}

/** Files a report; the dialog says thanks and closes, or keeps what was typed with the server's message. */
export function useReportListing() {
  return useMutation({ mutationFn: reportListing });
}
