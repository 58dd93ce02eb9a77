import type { TCommunity } from '@app/shared/listings/community.schema';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ButtonLink } from '../../../../ui/button';

/** The community's listings, each to edit, and a way to add another to it. */
export function CommunityListings({ community }: { community: TCommunity | null }) {
  const { t } = useTranslation(['listingWizard', 'options']);
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className="mt-8 flex flex-col gap-3 rounded-xl border border-line p-4">
      <h2 id={headingId} className="text-xl font-bold text-ink">
        {t('community.listings')}
      </h2>
      {!community ? (
        <p className="text-muted">{t('community.saveFirst')}</p>
      ) : (
        <>
          {community.properties.length === 0 ? (
            <p className="text-muted">{t('community.noListings')}</p>
          ) : (
            <ul className="flex flex-col gap-2">
              {community.properties.map((listing) => (
                <li key={listing._id} className="flex flex-wrap items-center justify-between gap-2 rounded-lg bg-surface px-3 py-2">
                  <Link to={`/dashboard/listings/${listing._id}/edit`} className="font-medium text-primary-dark underline">
                    {listing.title || t('community.untitled')}
                  </Link>
                  <span className="text-sm text-muted">{t(`options:listingStatuses.${listing.status}`)}</span>
                </li>
              ))}
            </ul>
          )}
          <div>
            <ButtonLink to={`/dashboard/listings/new/${community._id}`}>{t('community.addListing')}</ButtonLink>
          </div>
        </>
      )}
    </section>
  );
}
