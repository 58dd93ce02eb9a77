import { MESSAGES } from '@app/shared/messages/messages';
import type { TOrderAddress } from '@app/shared/orders/orders.schema';
import type { TInspectionItemId } from '@app/shared/reference/orders';
import type { TInspectionService } from '@app/shared/services/inspection-services.schema';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useFormatMoney } from '../../../../lib/format/format-money';
import { useTranslateMessage } from '../../../../lib/i18n/translate-message';
import { Button } from '../../../../ui/button';
import { FormAlert } from '../../../../ui/form-alert';
import { InspectionItemsChoice } from './inspection-items-choice';
import { OrderTotal } from './order-total';
import { usePayForOrder } from './use-pay-for-order';

type InspectionOrderFormProps = {
  professionalId: string;
  services: readonly TInspectionService[];
  /** The listing ordered for, or the address of a property not listed here. */
  property: { listingId: string } | { address: TOrderAddress };
};

/** Inspection items from one provider, their total (and lead time: the items' days added up), then the wallet's checkout. */
export function InspectionOrderForm({ professionalId, services, property }: InspectionOrderFormProps) {
  const { t } = useTranslation('orders');
  const translate = useTranslateMessage();
  const formatMoney = useFormatMoney();
  const { checkout, pay } = usePayForOrder();
  const [items, setItems] = useState<TInspectionItemId[]>([]);
  const [touched, setTouched] = useState(false);
  const chosen = services.filter((service) => items.includes(service.item));
  const currency = services[0]?.price.currency ?? 'USD';
  const total = { amount: chosen.reduce((sum, service) => sum + service.price.amount, 0), currency };
  const days = chosen.reduce((sum, service) => sum + service.leadTime, 0);

  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    setTouched(true);
    if (items.length === 0) return;
    pay({ professionalId, kind: 'inspection', items, ...property });
  };
  return (
    <form className="flex flex-col gap-5" onSubmit={submit} noValidate>
      <InspectionItemsChoice
        services={services}
        value={items}
        onChange={setItems}
        error={touched && items.length === 0 ? translate(MESSAGES.selectAtLeastOneItem) : undefined}
      />
      {chosen.length > 0 && <OrderTotal price={total} days={days} />}
      <div aria-live="polite">{checkout.isError && <FormAlert message={checkout.error.message} />}</div>
      <Button type="submit" loading={checkout.isPending} className="self-start">
        {chosen.length > 0 ? t('continueToPay', { amount: formatMoney(total) }) : t('continue')}
      </Button>
    </form>
  );
}
