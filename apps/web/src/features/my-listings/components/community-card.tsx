import type { TCommunity } from '@app/shared/listings/community.schema';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ListingPhoto } from '../../../ui/listing-card/listing-photo';
import { communityCounts } from '../listing-groups';
import { addressLine, communityPhoto } from '../listing-text';

/** A community in My properties: photo, title, address and how many of its listings are listed or drafts. */
export function CommunityCard({ community }: { community: TCommunity }) {
  const { t } = useTranslation('myListings');
  const name = community.draft.title?.trim() || t('community.untitled');
  const counts = communityCounts(community);
  return (
    <article className="relative flex gap-3 rounded-xl border border-line bg-white p-3 focus-within:ring-2 focus-within:ring-primary sm:gap-4 sm:p-4">
      <div className="w-24 shrink-0 self-start overflow-hidden rounded-lg sm:w-36">
        <ListingPhoto photo={communityPhoto(community)} alt={name} />
      </div>
      <div className="flex min-w-0 flex-col gap-1">
        <h3 className="break-words font-semibold text-ink">
          <Link
            to={`/dashboard/communities/${community._id}`}
            className="after:absolute after:inset-0 after:content-[''] hover:underline focus:outline-none"
          >
            {name}
          </Link>
        </h3>
        <p className="break-words text-sm text-muted">{addressLine(community.draft.address) || t('row.noAddress')}</p>
        <p className="text-sm text-ink">
          {t('community.listingCount', { count: community.properties.length })}
          <span className="text-muted">
            {' · '}
            {t('community.listedCount', { count: counts.listed })} · {t('community.draftCount', { count: counts.drafts })}
          </span>
        </p>
      </div>
    </article>
  );
}
