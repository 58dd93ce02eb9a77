import { useTranslation } from 'react-i18next';
import { QueryStatus } from '../../../ui/query-status';
import { usePeople } from '../api/people';
import { AdminHeading } from '../components/admin-heading';
import { PersonCard } from '../components/person-card';
import { SearchForm, useSearchQuery } from '../components/search-form';

/** /admin/people?q: find an account by email or name; grant or remove roles, end sessions (each with why, logged). */
export default function PeoplePage() {
  const { t } = useTranslation('admin');
  const q = useSearchQuery();
  const people = usePeople(q);
  return (
    <>
      <AdminHeading title={t('people.title')} lead={t('people.lead')} />
      <SearchForm label={t('people.searchLabel')} submit={t('people.search')} tooShort={t('people.searchTooShort')} />
      <div aria-live="polite">
        {q && (
          <QueryStatus query={people} loading={t('people.loading')}>
            {(found) =>
              found.length === 0 ? (
                <p role="status" className="text-muted">
                  {t('people.none', { q })}
                </p>
              ) : (
                <>
                  <p role="status" className="mb-3 text-sm text-muted">
                    {t('people.found', { n: found.length })}
                  </p>
                  <ul className="flex flex-col gap-3">
                    {found.map((person) => (
                      <PersonCard key={person._id} person={person} />
                    ))}
                  </ul>
                </>
              )
            }
          </QueryStatus>
        )}
      </div>
    </>
  );
}
