import type { TMediaService } from '@app/shared/services/media-services.schema';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useFormatMoney } from '../../../lib/format/format-money';
import { useTranslateMessage } from '../../../lib/i18n/translate-message';
import { Button, ButtonLink } from '../../../ui/button';
import { FormAlert } from '../../../ui/form-alert';
import { useRemoveServices } from '../api/remove-services';
import { MEDIA_SERVICES_PATH } from './media-service-form';

/** The provider's media services with their price and time frame, each to edit or remove. */
export function MediaServicesList({ services }: { services: TMediaService[] }) {
  const { t } = useTranslation('services');
  const translate = useTranslateMessage();
  const formatMoney = useFormatMoney();
  const remove = useRemoveServices('media');
  const [failure, setFailure] = useState('');
  if (services.length === 0) return <p className="rounded-lg bg-surface px-4 py-3 text-ink">{t('media.none')}</p>;
  return (
    <div className="flex flex-col gap-3">
      <ul className="flex flex-col divide-y divide-line rounded-2xl border border-line">
        {services.map((service) => {
          const name = t(`mediaServices.${service.service}`);
          return (
            <li key={service._id} className="flex flex-wrap items-center justify-between gap-3 p-4">
              <div>
                <h2 className="font-semibold text-ink">{name}</h2>
                <p className="text-sm text-muted">{t('media.terms', { price: formatMoney(service.price), count: service.timeFrame })}</p>
                {service.description && <p className="mt-1 text-sm text-ink">{service.description}</p>}
              </div>
              <div className="flex gap-2">
                <ButtonLink variant="outline" to={`${MEDIA_SERVICES_PATH}?id=${service._id}`} aria-label={t('media.editNamed', { name })}>
                  {t('media.edit')}
                </ButtonLink>
                <Button
                  variant="ghost"
                  aria-label={t('media.removeNamed', { name })}
                  loading={remove.isPending && remove.variables?.[0] === service._id}
                  onClick={() => {
                    setFailure('');
                    remove.mutate([service._id], { onError: (error) => setFailure(error.message) });
                  }}
                >
                  {t('media.remove')}
                </Button>
              </div>
            </li>
          );
        })}
      </ul>
      <div aria-live="polite">{failure && <FormAlert message={translate(failure)} />}</div>
    </div>
  );
}
