import { useTranslation } from 'react-i18next';
import { QueryStatus } from '../../../ui/query-status';
import { useDocumentTitle } from '../../../ui/use-document-title';
import { ServicesNav } from '../components/services-nav';
import { useInspectionServices } from '../api/get-inspection-services';
import { InspectionServicesEditor } from '../components/inspection-services-editor';
import { useProviderCurrency } from '../components/use-provider-currency';

/** /dashboard/inspection/edit (decision 069): the inspector's items with their prices and lead times. */
export default function InspectionServicesPage() {
  const { t } = useTranslation('services');
  useDocumentTitle(t('inspection.title'));
  const services = useInspectionServices();
  const currency = useProviderCurrency();
  return (
    <div className="flex flex-col gap-6">
      <ServicesNav />
      <div>
        <h1 className="text-2xl font-bold text-ink md:text-3xl">{t('inspection.title')}</h1>
        <p className="mt-2 text-muted">{t('inspection.lead')}</p>
      </div>
      <QueryStatus query={services} loading={t('loading')}>
        {(data) => <InspectionServicesEditor services={data} fallbackCurrency={currency} />}
      </QueryStatus>
    </div>
  );
}
