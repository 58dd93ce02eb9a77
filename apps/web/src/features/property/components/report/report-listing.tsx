import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';

// The dialog and its form schema load on the first click, not with the property page.
const ReportListingDialog = lazy(() => import('./report-listing-dialog'));

/** "Report this listing" at the foot of the listing's details, opening the report dialog. */
export function ReportListing({ listingId, signedIn }: { listingId: string; signedIn: boolean }) {
  const { t } = useTranslation('property');
  const [open, setOpen] = useState(false);
  return (
    <div className="mt-8 border-t border-line pt-4">
      <button
        type="button"
        aria-haspopup="dialog"
        onClick={() => setOpen(true)}
        className="inline-flex min-h-11 items-center gap-2 text-sm font-semibold text-muted underline-offset-2 hover:text-ink hover:underline"
      >
        <svg aria-hidden="true" viewBox="0 0 24 24" className="h-4 w-4" fill="none" stroke="currentColor" strokeWidth="2">
          <path d="M5 21V4m0 0h11l-2 4 2 4H5" strokeLinecap="round" strokeLinejoin="round" />
        </svg>
        {t('report.open')}
      </button>
      {open && (
        <Suspense fallback={null}>
          <ReportListingDialog listingId={listingId} signedIn={signedIn} onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </div>
  );
}
