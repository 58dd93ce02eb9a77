import type { TCommunity } from '@app/shared/listings/community.schema';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Button, ButtonLink } from '../../../ui/button';
import { ListingPhoto } from '../../../ui/listing-card/listing-photo';
import { addressLine, communityPhoto } from '../listing-text';

type CommunitySummaryProps = { community: TCommunity; name: string; deleting: boolean; onDelete(): void };

/** The community's photo and address with its links: edit, add a listing, public page, and Delete. */
export function CommunitySummary({ community, name, deleting, onDelete }: CommunitySummaryProps) {
  const { t } = useTranslation('myListings');
  const { _id: id } = community;
  return (
    <section aria-label={t('community.details')} className="flex flex-col gap-4 rounded-xl border border-line bg-white p-4 sm:flex-row">
      <div className="w-full shrink-0 overflow-hidden rounded-lg sm:w-56">
        <ListingPhoto photo={communityPhoto(community)} alt={name} />
      </div>
      <div className="flex min-w-0 flex-1 flex-col gap-3">
        <p className="break-words text-muted">{addressLine(community.draft.address) || t('row.noAddress')}</p>
        <p className="text-sm">
          <Link to={`/listings/community/${id}`} className="font-semibold text-primary-dark underline-offset-2 hover:underline">
            {t('community.publicPage')}
          </Link>
        </p>
        <div className="flex flex-wrap gap-2">
          <ButtonLink to={`/dashboard/listings/new/${id}`}>{t('community.addListing')}</ButtonLink>
          <ButtonLink variant="outline" to={`/dashboard/communities/edit/${id}`}>
            {t('community.edit')}
          </ButtonLink>
          <Button variant="ghost" className="text-primary-dark" loading={deleting} onClick={onDelete}>
            {t('community.delete')}
          </Button>
        </div>
      </div>
    </section>
  );
}
