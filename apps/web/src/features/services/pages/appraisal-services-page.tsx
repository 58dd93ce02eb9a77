import { useTranslation } from 'react-i18next';
import { QueryStatus } from '../../../ui/query-status';
import { useDocumentTitle } from '../../../ui/use-document-title';
import { ServicesNav } from '../components/services-nav';
import { useAppraisalServices } from '../api/get-appraisal-services';
import { AppraisalServicesEditor } from '../components/appraisal-services-editor';
import { useProviderCurrency } from '../components/use-provider-currency';

/** /dashboard/appraisal/edit: the appraiser's services, a size range priced per appraisal type. */
export default function AppraisalServicesPage() {
  const { t } = useTranslation('services');
  useDocumentTitle(t('appraisal.title'));
  const services = useAppraisalServices();
  const currency = useProviderCurrency();
  return (
    <div className="flex flex-col gap-6">
      <ServicesNav />
      <div>
        <h1 className="text-2xl font-bold text-ink md:text-3xl">{t('appraisal.title')}</h1>
        <p className="mt-2 text-muted">{t('appraisal.lead')}</p>
      </div>
      <QueryStatus query={services} loading={t('loading')}>
        {(data) => <AppraisalServicesEditor services={data} fallbackCurrency={currency} />}
      </QueryStatus>
    </div>
  );
}
