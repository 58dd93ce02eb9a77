import { useTranslation } from 'react-i18next';
import { ButtonLink } from '../../../ui/button';
import { ProviderOrdersPage } from './provider-orders-page';

/** The media orders the media specialist fulfils (dashboard/professional/services/media), beside a link to their media services. */
export default function MediaOrdersPage() {
  const { t } = useTranslation('orders');
  return (
    <ProviderOrdersPage
      kind="media"
      aside={
        <ButtonLink variant="outline" to="/dashboard/professional/services/media/edit">
          {t('mediaServicesLink')}
        </ButtonLink>
      }
    />
  );
}
