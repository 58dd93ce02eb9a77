import type { TInspectionItemId } from '@app/shared/reference/orders';
import type { TInspectionService } from '@app/shared/services/inspection-services.schema';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useFormatMoney } from '../../../../lib/format/format-money';
import { Checkbox } from '../../../../ui/field';

type InspectionItemsChoiceProps = {
  services: readonly TInspectionService[];
  value: readonly TInspectionItemId[];
  onChange(items: TInspectionItemId[]): void;
  /** The (translated) message when nothing is ticked: 'Select at least one item'. */
  error: string | undefined;
};

/** The inspection items the provider offers, each with its price and lead time, as checkboxes in a fieldset. */
export function InspectionItemsChoice({ services, value, onChange, error }: InspectionItemsChoiceProps) {
  const { t } = useTranslation('orders');
  const formatMoney = useFormatMoney();
  const id = useId();
  const toggle = (item: TInspectionItemId, on: boolean) =>
    onChange(services.map((service) => service.item).filter((other) => (other === item ? on : value.includes(other))));
  return (
    <fieldset className="flex flex-col gap-2" aria-describedby={error ? `${id}-error` : undefined}>
      <legend className="mb-1 text-sm font-medium text-ink">{t('ordering.inspectionItems')}</legend>
      {services.map((service) => (
        <Checkbox
          key={service.item}
          checked={value.includes(service.item)}
          onChange={(event) => toggle(service.item, event.target.checked)}
          label={
            <>
              {t(`serviceNames.${service.item}`)}{' '}
              <span className="font-semibold tabular-nums">
                {formatMoney(service.price)} · {t('days', { count: service.leadTime })}
              </span>
            </>
          }
        />
      ))}
      {error && (
        <p id={`${id}-error`} role="alert" className="text-xs font-medium text-primary-dark">
          {error}
        </p>
      )}
    </fieldset>
  );
}
