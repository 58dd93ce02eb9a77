import type { TListingCard } from '@app/shared/listings/listing-card.schema';
import { useTranslation } from 'react-i18next';
import { ButtonLink } from '../../../ui/button';
import { LoadError } from '../../../ui/load-error';
import { useFeaturedListings } from '../api/get-featured-listings';
import { ListingCardGrid, ListingCardGridSkeleton } from '../../../ui/listing-card/listing-card-grid';
import { resultsUrl } from '../../../lib/navigation/search-url';
import { SectionHeading } from './section-heading';

export const FEATURED_LISTINGS_LIMIT = 8;
const GRID = 'grid grid-cols-1 gap-4 xs:grid-cols-2 md:grid-cols-3 lg:grid-cols-4';

/** Featured properties: skeletons while loading, an error with a retry, an empty state, or cards. */
export function FeaturedListingsSection() {
  const { t } = useTranslation('home');
  const query = useFeaturedListings(FEATURED_LISTINGS_LIMIT);
  return (
    <section aria-labelledby="featured-listings-title" aria-busy={query.isPending} className="bg-surface">
      <div className="mx-auto w-full max-w-6xl px-4 py-12 sm:px-6">
        <SectionHeading id="featured-listings-title" title={t('listings.title')} lead={t('listings.lead')} />
        {query.isPending ? (
          <ListingCardGridSkeleton count={FEATURED_LISTINGS_LIMIT} className={GRID} />
        ) : query.isError ? (
          <LoadError
            title={t('listings.error')}
            message={query.error.message}
            retryLabel={t('listings.retry')}
            retrying={query.isFetching}
            onRetry={() => void query.refetch()}
          />
        ) : (
          <ListingGrid listings={query.data} />
        )}
      </div>
    </section>
  );
}

function ListingGrid({ listings }: { listings: TListingCard[] }) {
  const { t } = useTranslation('home');
  if (listings.length === 0) {
    return (
      <div className="flex flex-col items-start gap-3 rounded-xl border border-dashed border-line bg-white p-6">
        <p className="text-muted">{t('listings.empty')}</p>
        <ButtonLink to={resultsUrl()} variant="outline">
          {t('listings.browseAll')}
        </ButtonLink>
      </div>
    );
  }
  return <ListingCardGrid listings={listings} className={GRID} />;
}
