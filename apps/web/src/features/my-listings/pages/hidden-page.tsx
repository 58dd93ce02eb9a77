import { useTranslation } from 'react-i18next';
import { AccountListView } from '../components/account-list-view';
import { PageHeading } from '../components/page-heading';

/** /dashboard/hidden (spec: hidden listings): the listings the person hid from their results. */
export default function HiddenPage() {
  const { t } = useTranslation('myListings');
  return (
    <div className="flex flex-col gap-6">
      <PageHeading title={t('hidden.title')} lead={t('hidden.lead')} />
      <AccountListView list="hidden" />
    </div>
  );
}
