import type { TPublicCommunity } from '@app/shared/listings/community.schema';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { useDocumentTitle } from '../../../ui/use-document-title';
import { addressLines } from '../../../lib/format/listing-address';
import { usePublicCommunity } from '../api/get-public-community';
import { PropertyMedia } from '../components/media/property-media';
import { PageStatus } from '../components/page-status';
import { DescriptionSection } from '../components/sections/description-section';
import { FeatureSections } from '../components/sections/feature-sections';
import { LocationSection } from '../components/sections/location-section';
import { ListingGridSection } from '../components/sections/listing-grid-section';
import { TermsSection } from '../components/sections/terms-section';
import { communityCards } from '../lib/community-cards';

/** /listings/community/{communityId}: a community's photos, description, place, features, terms and listings. */
export default function CommunityPage() {
  const { communityId = '' } = useParams();
  const query = usePublicCommunity(communityId);
  if (!query.data) return <PageStatus error={query.error} retrying={query.isFetching} onRetry={() => void query.refetch()} />;
  return <CommunityView community={query.data} />;
}

function CommunityView({ community }: { community: TPublicCommunity }) {
  const { t, i18n } = useTranslation('property');
  const [street, place] = addressLines(community.address, i18n.language);
  const address = `${street}, ${place}`;
  useDocumentTitle(community.title || address);
  return (
    <div className="mx-auto w-full max-w-6xl px-4 pb-12 pt-6 sm:px-6">
      <header className="flex flex-col gap-2">
        <p className="text-sm font-semibold uppercase tracking-wide text-primary">{t('community.eyebrow')}</p>
        <h1 className="text-2xl font-bold tracking-tight text-ink md:text-3xl">{community.title || street}</h1>
        <p className="text-muted">{address}</p>
      </header>
      <div className="mt-6">
        <PropertyMedia media={community} address={address} />
      </div>
      <DescriptionSection text={community.description} />
      <LocationSection address={community.address} placeNames={community.placeNames} location={community.location} />
      <FeatureSections lists={community.features} />
      <TermsSection terms={community.terms} />
      <ListingGridSection title={t('community.listings', { count: community.properties.length })} listings={communityCards(community)} />
    </div>
  );
}
