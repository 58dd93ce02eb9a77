import type { TMediaServiceId } from '@app/shared/reference/orders';
import type { TMediaService } from '@app/shared/services/media-services.schema';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useFormatMoney } from '../../../lib/format/format-money';

type Props = {
  services: TMediaService[];
  chosen: TMediaServiceId[];
  onChange(chosen: TMediaServiceId[]): void;
  error?: string | undefined;
};

/** The media services a specialist offers, each with its price and time frame, ticked to order. */
export function MediaServiceChoices({ services, chosen, onChange, error }: Props) {
  const { t } = useTranslation('mediaOrders');
  const { t: to } = useTranslation('orders');
  const formatMoney = useFormatMoney();
  const id = useId();
  const toggle = (service: TMediaServiceId, on: boolean) =>
    onChange(on ? [...chosen, service] : chosen.filter((entry) => entry !== service));
  return (
    <fieldset className="flex flex-col gap-2" aria-describedby={error ? `${id}-error` : undefined}>
      <legend className="mb-1 text-sm font-medium text-ink">{t('servicesLegend')}</legend>
      <ul className="flex flex-col gap-2">
        {services.map((service) => (
          <li key={service._id} className="rounded-lg border border-line p-3">
            <label className="flex min-h-11 flex-wrap items-center gap-x-3 gap-y-1 text-sm text-ink">
              <input
                type="checkbox"
                className="h-4 w-4 accent-primary"
                checked={chosen.includes(service.service)}
                aria-invalid={Boolean(error)}
                aria-describedby={service.description ? `${id}-${service._id}` : undefined}
                onChange={(event) => toggle(service.service, event.target.checked)}
              />
              <span className="font-semibold">{to(`serviceNames.${service.service}`)}</span>
              <span className="tabular-nums">{formatMoney(service.price)}</span>
              <span className="text-muted">{t('timeFrame', { count: service.timeFrame })}</span>
            </label>
            {service.description && (
              <p id={`${id}-${service._id}`} className="pl-7 text-xs text-muted">
                {service.description}
              </p>
            )}
          </li>
        ))}
      </ul>
      {error && (
        <p id={`${id}-error`} role="alert" className="text-xs font-medium text-primary-dark">
          {error}
        </p>
      )}
    </fieldset>
  );
}
