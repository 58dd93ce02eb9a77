import type { TPublicListing } from '@app/shared/listings/listing.schema';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { QueryStatus } from '../../../../ui/query-status';
import { ApiError } from '../../../../lib/api/api-client';
import { isPropertyId, useOrderProperty } from '../api/get-order-property';
import { PropertyNotFound } from './not-found-notice';

/**
 * The listing a `/{service}/{property_id}` page orders for: its title and address above the order;
 * a malformed id, or one that is not a public listing, reads as not found under the page's heading.
 */
export function ListedProperty({ children }: { children(listing: TPublicListing): ReactNode }) {
  const { t } = useTranslation('orders');
  const { propertyId = '' } = useParams();
  const property = useOrderProperty(propertyId);
  const missing = property.error instanceof ApiError && (property.error.status === 404 || property.error.status === 400);
  if (!isPropertyId(propertyId) || missing) return <PropertyNotFound />;
  return (
    <QueryStatus query={property} loading={t('ordering.loadingProperty')}>
      {(listing) => (
        <div className="flex flex-col gap-6">
          <section aria-labelledby="ordered-property" className="rounded-xl border border-line p-4">
            <h2 id="ordered-property" className="text-sm font-medium text-muted">
              {t('ordering.forProperty')}
            </h2>
            <p className="font-semibold text-ink">
              <Link to={`/listings/${listing._id}`} className="underline">
                {listing.title}
              </Link>
            </p>
            <p className="text-ink">
              {[listing.address.street, listing.address.city, listing.address.state, listing.address.zip].filter(Boolean).join(', ')}
            </p>
          </section>
          {children(listing)}
        </div>
      )}
    </QueryStatus>
  );
}
