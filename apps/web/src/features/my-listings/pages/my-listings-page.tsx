import { useTranslation } from 'react-i18next';
import { useSession } from '../../../lib/session/session-store';
import { ButtonLink } from '../../../ui/button';
import { QueryStatus } from '../../../ui/query-status';
import { useOwnCommunities } from '../api/get-own-communities';
import { useOwnListings } from '../api/get-own-listings';
import { MyListingsGroups } from '../components/my-listings-groups';
import { PageHeading } from '../components/page-heading';

/** /dashboard/listings/u (spec: My properties; the old myproperties lands here): Listed, Communities, Drafts. */
export default function MyListingsPage() {
  const { t } = useTranslation('myListings');
  const { account } = useSession();
  const listings = useOwnListings();
  const communities = useOwnCommunities(account?._id);
  const both = {
    data: listings.data && communities.data ? { listings: listings.data, communities: communities.data } : undefined,
    error: listings.error ?? communities.error,
    refetch: () => Promise.all([listings.refetch(), communities.refetch()]),
  };
  return (
    <div className="flex flex-col gap-8">
      <PageHeading
        title={t('myProperties.title')}
        lead={t('myProperties.lead')}
        actions={
          <>
            <ButtonLink to="/dashboard/listings/new">{t('myProperties.listProperty')}</ButtonLink>
            <ButtonLink variant="outline" to="/dashboard/communities/new">
              {t('myProperties.createCommunity')}
            </ButtonLink>
          </>
        }
      />
      <QueryStatus query={both} loading={t('myProperties.loading')}>
        {(data) => <MyListingsGroups listings={data.listings} communities={data.communities} />}
      </QueryStatus>
    </div>
  );
}
