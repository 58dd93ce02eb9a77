import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { SavedSearchList } from '../../features/saved-searches/components/saved-search-list';
import { AccountListView } from '../../features/my-listings/components/account-list-view';
import { PageHeading } from '../../features/my-listings/components/page-heading';
import { SavedTabs } from '../../features/my-listings/components/saved-tabs';

/** /dashboard/saved (spec: Saved: saved properties, saved searches); ?tab=searches opens the second tab. */
export default function SavedPage() {
  const { t } = useTranslation('myListings');
  const [params] = useSearchParams();
  const tab = params.get('tab') === 'searches' ? 'searches' : 'properties';
  return (
    <div className="flex flex-col gap-6">
      <PageHeading title={t('saved.title')} lead={t('saved.lead')} />
      <SavedTabs current={tab} />
      {tab === 'properties' ? <AccountListView list="savedProps" /> : <SavedSearchList />}
    </div>
  );
}
