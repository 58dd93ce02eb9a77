import { MEDIA_SERVICE_IDS } from '@app/shared/reference/orders';
import { useTranslation } from 'react-i18next';
import { ButtonLink } from '../../../ui/button';
import { QueryStatus } from '../../../ui/query-status';
import { useDocumentTitle } from '../../../ui/use-document-title';
import { ServicesNav } from '../components/services-nav';
import { useMediaServices } from '../api/get-media-services';
import { MediaServicesList } from '../components/media-services-list';

/** /dashboard/professional/services/media/edit: the media specialist's services, to add, edit or remove. */
export default function MediaServicesPage() {
  const { t } = useTranslation('services');
  useDocumentTitle(t('media.title'));
  const services = useMediaServices();
  return (
    <div className="flex flex-col gap-6">
      <ServicesNav />
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div>
          <h1 className="text-2xl font-bold text-ink md:text-3xl">{t('media.title')}</h1>
          <p className="mt-2 text-muted">{t('media.lead')}</p>
        </div>
        {services.data && services.data.length < MEDIA_SERVICE_IDS.length && (
          <ButtonLink to="/dashboard/professional/services/media/new">{t('media.add')}</ButtonLink>
        )}
      </div>
      <QueryStatus query={services} loading={t('loading')}>
        {(data) => <MediaServicesList services={data} />}
      </QueryStatus>
    </div>
  );
}
