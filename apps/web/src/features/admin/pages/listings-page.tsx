import { useTranslation } from 'react-i18next';
import { QueryStatus } from '../../../ui/query-status';
import { useAdminListings } from '../api/listings';
import { AdminHeading } from '../components/admin-heading';
import { ListingRow } from '../components/listing-row';
import { SearchForm, useSearchQuery } from '../components/search-form';

/** /admin/listings?q: any listing, whatever its status; take one down with why (its owner reads it) or restore it. */
export default function ListingsPage() {
  const { t } = useTranslation('admin');
  const q = useSearchQuery();
  const listings = useAdminListings(q);
  return (
    <>
      <AdminHeading title={t('listings.title')} lead={t('listings.lead')} />
      <SearchForm label={t('listings.searchLabel')} submit={t('listings.search')} tooShort={t('listings.searchTooShort')} />
      <div aria-live="polite">
        {q && (
          <QueryStatus query={listings} loading={t('listings.loading')}>
            {(found) =>
              found.length === 0 ? (
                <p role="status" className="text-muted">
                  {t('listings.none', { q })}
                </p>
              ) : (
                <>
                  <p role="status" className="mb-3 text-sm text-muted">
                    {t('listings.found', { n: found.length })}
                  </p>
                  <div className="overflow-x-auto rounded-2xl border border-line bg-white">
                    <table className="w-full text-left text-sm">
                      <caption className="sr-only">{t('listings.caption')}</caption>
                      <thead className="border-b border-line text-muted">
                        <tr>
                          <th scope="col" className="px-4 py-3 font-medium">
                            {t('listings.columns.listing')}
                          </th>
                          <th scope="col" className="px-4 py-3 font-medium">
                            {t('listings.columns.owner')}
                          </th>
                          <th scope="col" className="px-4 py-3 font-medium">
                            {t('listings.columns.status')}
                          </th>
                          <th scope="col" className="px-4 py-3 font-medium">
                            {t('listings.columns.actions')}
                          </th>
                        </tr>
                      </thead>
                      <tbody>
                        {found.map((listing) => (
                          <ListingRow key={listing._id} listing={listing} />
                        ))}
                      </tbody>
                    </table>
                  </div>
                </>
              )
            }
          </QueryStatus>
        )}
      </div>
    </>
  );
}
