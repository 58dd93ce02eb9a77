import type { TListingStatus, TListingSummary } from '@app/shared/listings/listing.schema';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useFormatDay } from '../../../lib/format/format-date';
import { Badge } from '../../../ui/badge';

const TONES: Record<TListingStatus, 'neutral' | 'good' | 'warning' | 'bad'> = {
  draft: 'neutral',
  active: 'good',
  pending: 'warning',
  'under-offer': 'warning',
  expired: 'bad',
  inactive: 'neutral',
  archived: 'neutral',
};

type BadgeFields = Pick<TListingSummary, '_id' | 'status' | 'complete' | 'hidden' | 'expiringSoon' | 'expiresAt'>;

/**
 * A listing's state in words: its status (a listing never finished reads Draft), Hidden,
 * Expiring soon with the end date, and for pending ones why they are not public yet and what to
 * do, with the way to the listing contacts step.
 */
export function ListingBadges({ listing }: { listing: BadgeFields }) {
  const { t } = useTranslation(['myListings', 'options']);
  const formatDay = useFormatDay();
  const status = listing.complete ? listing.status : 'draft';
  return (
    <div className="flex flex-col gap-1.5">
      <ul className="flex flex-wrap gap-1.5" aria-label={t('row.state')}>
        <li>
          <Badge tone={TONES[status]}>{t(`options:listingStatuses.${status}`)}</Badge>
        </li>
        {listing.hidden && (
          <li>
            <Badge>{t('row.hidden')}</Badge>
          </li>
        )}
        {listing.expiringSoon && listing.expiresAt && (
          <li>
            <Badge tone="warning">{t('row.expiringSoon', { date: formatDay(listing.expiresAt) })}</Badge>
          </li>
        )}
      </ul>
      {status === 'pending' && (
        <p className="text-sm text-muted">
          {t('row.pending')}{' '}
          <Link to={`/dashboard/listings/${listing._id}/edit?step=contacts`} className="font-semibold text-primary-dark underline">
            {t('row.fixContacts')}
          </Link>
        </p>
      )}
    </div>
  );
}
