import type { TCommunity } from '@app/shared/listings/community.schema';
import type { TListingSummary } from '@app/shared/listings/listing.schema';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { groupListings } from '../listing-groups';
import { CommunityCard } from './community-card';
import { GroupList, ListingGroup } from './listing-group';
import { ListingRow } from './listing-row';

type MyListingsGroupsProps = { listings: TListingSummary[]; communities: TCommunity[] };

const LINK = 'font-semibold text-primary-dark underline-offset-2 hover:underline';

/** My properties' three groups (spec: Listed, Communities, Drafts), each with its empty state. */
export function MyListingsGroups({ listings, communities }: MyListingsGroupsProps) {
  const { t } = useTranslation('myListings');
  const { listed, drafts } = groupListings(listings, communities);
  const rows = (items: TListingSummary[]) =>
    items.map((listing) => (
      <li key={listing._id}>
        <ListingRow listing={listing} />
      </li>
    ));
  return (
    <div className="flex flex-col gap-8">
      <ListingGroup title={t('groups.listed.title')} count={listed.length} empty={t('groups.listed.empty')}>
        <GroupList label={t('groups.listed.title')}>{rows(listed)}</GroupList>
      </ListingGroup>
      <ListingGroup
        title={t('groups.communities.title')}
        count={communities.length}
        empty={
          <>
            {t('groups.communities.empty')}{' '}
            <Link to="/dashboard/communities/new" className={LINK}>
              {t('myProperties.createCommunity')}
            </Link>
          </>
        }
      >
        <GroupList label={t('groups.communities.title')}>
          {communities.map((community) => (
            <li key={community._id}>
              <CommunityCard community={community} />
            </li>
          ))}
        </GroupList>
      </ListingGroup>
      <ListingGroup
        title={t('groups.drafts.title')}
        count={drafts.length}
        empty={
          <>
            {t('groups.drafts.empty')}{' '}
            <Link to="/dashboard/listings/new" className={LINK}>
              {t('myProperties.listProperty')}
            </Link>
          </>
        }
      >
        <GroupList label={t('groups.drafts.title')}>{rows(drafts)}</GroupList>
      </ListingGroup>
    </div>
  );
}
