import type { TAdminListing } from '@app/shared/admin/admin.schema';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { snackbar } from '../../../lib/snackbar/snackbar-store';
import { Button } from '../../../ui/button';
import { useMoveListing } from '../api/listings';
import { ListingCell } from './listing-cell';
import { WhyDialog } from './why-dialog';

/** One listing on the admin Listings page: what it is, whose, where it stands, and Take down or Restore (each asking why). */
export function ListingRow({ listing }: { listing: TAdminListing }) {
  const { t } = useTranslation(['admin', 'options']);
  const move = useMoveListing();
  const [asking, setAsking] = useState<TAdminListing['actions'][number] | null>(null);
  const title = listing.title ?? t('listings.untitled');
  return (
    <tr className="border-b border-line align-top last:border-0">
      <ListingCell listing={listing} />
      <td className="px-4 py-3">{listing.ownerEmail}</td>
      <td className="px-4 py-3">
        {t(`options:listingStatuses.${listing.status}`)}
        {listing.hidden && <span className="block text-muted">{t('listings.hidden')}</span>}
        {listing.takenDownReason && (
          <span className="block text-muted">{t('listings.takenDownBecause', { reason: listing.takenDownReason })}</span>
        )}
      </td>
      <td className="px-4 py-3">
        {listing.actions.map((action) => (
          <Button key={action} variant="outline" onClick={() => setAsking(action)}>
            {t(`listings.actions.${action}`)}
            <span className="sr-only">: {title}</span>
          </Button>
        ))}
        {asking && (
          <WhyDialog
            title={t(`listings.actions.${asking}`)}
            body={t(`listings.confirm.${asking}`, { title })}
            confirm={t(`listings.actions.${asking}`)}
            onClose={() => setAsking(null)}
            onConfirm={async (why) => {
              await move.mutateAsync({ id: listing._id, action: asking, why });
              snackbar.success(t(`listings.done.${asking}`, { title }));
            }}
          />
        )}
      </td>
    </tr>
  );
}
