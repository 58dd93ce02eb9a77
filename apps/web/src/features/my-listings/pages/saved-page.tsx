import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { ButtonLink } from '../../../ui/button';
import { AccountListView } from '../components/account-list-view';
import { PageHeading } from '../components/page-heading';
import { SavedTabs } from '../components/saved-tabs';

/** /dashboard/saved (spec: Saved: saved properties, saved searches); ?tab=searches opens the second tab. */
export default function SavedPage() {
  const { t } = useTranslation('myListings');
  const [params] = useSearchParams();
  const tab = params.get('tab') === 'searches' ? 'searches' : 'properties';
  return (
    <div className="flex flex-col gap-6">
      <PageHeading title={t('saved.title')} lead={t('saved.lead')} />
      <SavedTabs current={tab} />
      {tab === 'properties' ? (
        <AccountListView list="savedProps" />
      ) : (
        <div className="flex flex-col items-start gap-3 rounded-xl border border-dashed border-line p-4 sm:p-6">
          <p className="text-muted">{t('saved.searchesSoon')}</p>
          <ButtonLink to="/results">{t('accountList.browse')}</ButtonLink>
        </div>
      )}
    </div>
  );
}
