import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
import { useSession } from '../../../lib/session/session-store';
import { ButtonLink } from '../../../ui/button';
import { QueryStatus } from '../../../ui/query-status';
import { useConfirmRemoval } from '../../../lib/popups/use-confirm-removal';
import { useDeleteCommunity } from '../api/delete-community';
import { useOwnCommunities } from '../api/get-own-communities';
import { BackLink } from '../components/back-link';
import { CommunitySummary } from '../components/community-summary';
import { GroupList, ListingGroup } from '../components/listing-group';
import { ListingRow } from '../components/listing-row';
import { PageHeading } from '../components/page-heading';

/** /dashboard/communities/{communityId}: the community, its links and its listings; Delete keeps the listings. */
export default function CommunityPage() {
  const { t } = useTranslation('myListings');
  const { communityId = '' } = useParams();
  const { account } = useSession();
  const navigate = useNavigate();
  const communities = useOwnCommunities(account?._id);
  const remove = useDeleteCommunity();
  const confirmRemoval = useConfirmRemoval();
  const community = communities.data?.find((item) => item._id === communityId);
  const name = community?.draft.title?.trim() || t('community.untitled');

  if (communities.data && !community) {
    return (
      <div className="flex flex-col gap-4">
        <PageHeading above={<BackLink />} title={t('community.notFound')} lead={t('community.notFoundBody')} />
      </div>
    );
  }

  const onDelete = () =>
    confirmRemoval({
      title: t('community.deleteTitle', { name }),
      body: t('community.deleteBody'),
      done: t('community.deleted', { name }),
      remove: async () => {
        await remove.mutateAsync(communityId);
        navigate('/dashboard/listings/u');
      },
    });

  return (
    <div className="flex flex-col gap-6">
      <PageHeading above={<BackLink />} title={community ? name : t('community.title')} />
      <QueryStatus query={communities} loading={t('community.loading')}>
        {() =>
          community && (
            <>
              <CommunitySummary community={community} name={name} deleting={remove.isPending} onDelete={onDelete} />
              <ListingGroup
                title={t('community.listings')}
                count={community.properties.length}
                empty={
                  <div className="flex flex-col items-start gap-3">
                    <p>{t('community.empty')}</p>
                    <ButtonLink variant="outline" to={`/dashboard/listings/new/${communityId}`}>
                      {t('community.addListing')}
                    </ButtonLink>
                  </div>
                }
              >
                <GroupList label={t('community.listings')}>
                  {community.properties.map((listing) => (
                    <li key={listing._id}>
                      <ListingRow listing={listing} />
                    </li>
                  ))}
                </GroupList>
              </ListingGroup>
            </>
          )
        }
      </QueryStatus>
    </div>
  );
}
