import type { TListingCard } from '@app/shared/listings/listing-card.schema';
import { useTranslation } from 'react-i18next';
import { ListingCardGrid, ListingCardGridSkeleton } from '../../../../ui/listing-card/listing-card-grid';
import { Section } from './section';

const GRID = 'grid grid-cols-1 gap-4 xs:grid-cols-2 lg:grid-cols-3';

type ListingGridSectionProps = { title: string; listings: TListingCard[] | undefined; loading?: boolean };

/** Listing cards under a heading: similar and nearby properties, or a community's listings. Absent when there are none. */
export function ListingGridSection({ title, listings, loading = false }: ListingGridSectionProps) {
  const { t } = useTranslation('property');
  if (loading) {
    return (
      <Section title={title}>
        <p role="status" className="sr-only">
          {t('status.loading')}
        </p>
        <ListingCardGridSkeleton count={3} className={GRID} />
      </Section>
    );
  }
  if (!listings || listings.length === 0) return null;
  return (
    <Section title={title}>
      <ListingCardGrid listings={listings} className={GRID} />
    </Section>
  );
}
