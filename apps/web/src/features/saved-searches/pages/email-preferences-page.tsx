import type { TSavedSearch } from '@app/shared/search/saved-search.schema';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { usePopupStore } from '../../../lib/popups/popup-store';
import { useRunOnce } from '../../../lib/query/use-run-once';
import { useSession } from '../../../lib/session/session-store';
import { snackbar } from '../../../lib/snackbar/snackbar-store';
import { Button, ButtonLink } from '../../../ui/button';
import { FormAlert } from '../../../ui/form-alert';
import { Page } from '../../../ui/page';
import { Spinner } from '../../../ui/spinner';
import { QueryStatus } from '../../../ui/query-status';
import { useSavedSearches } from '../api/get-saved-searches';
import { useUnsubscribe } from '../api/unsubscribe-saved-search';
import { useUpdateSavedSearch } from '../api/update-saved-search';
import { AlertsSelect } from '../components/alerts-select';

const MANAGE = '/dashboard/saved?tab=searches';

/**
 * /email/preferences (spec route EmailMenu). From an alert mail's link (?token=…) it turns that
 * search's alerts off without signing in and says so; otherwise a signed-in person sets how
 * often each saved search mails them. The navbar is hidden on this route, so it links back.
 */
export default function EmailPreferencesPage() {
  const { t } = useTranslation('savedSearches');
  const [params] = useSearchParams();
  const token = params.get('token');
  return (
    <Page width="prose" title={t('preferences.title')}>
      <div className="flex flex-col items-start gap-6">
        {token ? <Unsubscribe token={token} /> : <AlertSettings />}
        <ButtonLink to="/" variant="ghost">
          {t('preferences.home')}
        </ButtonLink>
      </div>
    </Page>
  );
}

function Unsubscribe({ token }: { token: string }) {
  const { t } = useTranslation('savedSearches');
  const { mutate, data, error } = useUnsubscribe();
  useRunOnce(mutate, token);
  if (error) {
    return (
      <>
        <FormAlert message={error.message} />
        <ButtonLink to={MANAGE}>{t('preferences.manage')}</ButtonLink>
      </>
    );
  }
  if (!data) {
    return (
      <p role="status" className="flex items-center gap-2 text-muted">
        <Spinner size="sm" />
        {t('preferences.unsubscribing')}
      </p>
    );
  }
  return (
    <>
      <p role="status" className="rounded-lg border border-line bg-surface px-4 py-3 text-ink">
        {t('preferences.unsubscribed', { name: data.name })}
      </p>
      <ButtonLink to={MANAGE}>{t('preferences.manage')}</ButtonLink>
    </>
  );
}

function AlertSettings() {
  const { t } = useTranslation('savedSearches');
  const session = useSession();
  const searches = useSavedSearches({ enabled: session.signedIn });
  if (session.status === 'loading') return <Spinner />;
  if (!session.signedIn) {
    return (
      <>
        <p>{t('preferences.signIn')}</p>
        <Button onClick={() => usePopupStore.getState().openPopup('login', { continueTo: '/email/preferences' })}>
          {t('preferences.logIn')}
        </Button>
      </>
    );
  }
  return (
    <>
      <p className="text-lg text-muted">{t('preferences.lead')}</p>
      <QueryStatus query={searches} loading={t('list.loading')}>
        {(list: TSavedSearch[]) =>
          list.length === 0 ? (
            <p className="text-muted">{t('list.empty')}</p>
          ) : (
            <ul aria-label={t('list.label')} className="flex w-full flex-col gap-3">
              {list.map((search) => (
                <li key={search._id}>
                  <AlertRow search={search} />
                </li>
              ))}
            </ul>
          )
        }
      </QueryStatus>
      <ButtonLink to={MANAGE} variant="outline">
        {t('preferences.manage')}
      </ButtonLink>
    </>
  );
}

function AlertRow({ search }: { search: TSavedSearch }) {
  const { t } = useTranslation('savedSearches');
  const update = useUpdateSavedSearch();
  return (
    <div className="flex flex-col gap-2 rounded-xl border border-line p-4 sm:flex-row sm:items-center sm:justify-between">
      <p className="font-semibold text-ink">{search.name}</p>
      <div className="w-full shrink-0 sm:w-56">
        <AlertsSelect
          value={search.alerts}
          ariaLabel={t('list.alertsNamed', { name: search.name })}
          disabled={update.isPending}
          onChange={(alerts) =>
            update.mutate(
              { id: search._id, alerts },
              { onSuccess: () => snackbar.success(t('alertsChanged')), onError: () => snackbar.error(t('failed')) },
            )
          }
        />
      </div>
    </div>
  );
}
