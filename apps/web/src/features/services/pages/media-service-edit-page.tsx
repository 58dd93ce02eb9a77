import { useTranslation } from 'react-i18next';
import { useLocation, useSearchParams } from 'react-router';
import { ButtonLink } from '../../../ui/button';
import { QueryStatus } from '../../../ui/query-status';
import { useDocumentTitle } from '../../../ui/use-document-title';
import { useMediaServices } from '../api/get-media-services';
import { MEDIA_SERVICES_PATH, MediaServiceForm } from '../components/media-service-form';
import { useProviderCurrency } from '../components/use-provider-currency';
import MediaServicesPage from './media-services-page';

/**
 * /dashboard/professional/services/media/edit: the media services, to add, edit or remove (decision
 * 073: the spec's professional/services/media is the media orders page); /edit?id={service} and /new
 * (decision 069): one media service's form.
 */
export default function MediaServiceEditPage() {
  const id = useSearchParams()[0].get('id');
  const listing = useLocation().pathname.endsWith('/edit') && !id;
  return listing ? <MediaServicesPage /> : <MediaServiceFormPage id={id} />;
}

function MediaServiceFormPage({ id }: { id: string | null }) {
  const { t } = useTranslation('services');
  const title = id ? t('media.editTitle') : t('media.newTitle');
  useDocumentTitle(title);
  const services = useMediaServices();
  const currency = useProviderCurrency();
  return (
    <div className="flex flex-col gap-6">
      <h1 className="text-2xl font-bold text-ink md:text-3xl">{title}</h1>
      <QueryStatus query={services} loading={t('loading')}>
        {(data) => {
          const service = id ? data.find((candidate) => candidate._id === id) : undefined;
          if (id && !service) {
            return (
              <div className="flex flex-col items-start gap-3">
                <p className="text-ink">{t('media.notFound')}</p>
                <ButtonLink variant="outline" to={MEDIA_SERVICES_PATH}>
                  {t('media.backToList')}
                </ButtonLink>
              </div>
            );
          }
          return (
            <MediaServiceForm key={id ?? 'new'} service={service} taken={data.map((entry) => entry.service)} fallbackCurrency={currency} />
          );
        }}
      </QueryStatus>
    </div>
  );
}
