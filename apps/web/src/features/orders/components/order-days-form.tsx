import { ORDER_DAYS_FIELD, type TOrder } from '@app/shared/orders/orders.schema';
import { OWED_ORDER_STATUSES } from '@app/shared/orders/order-transitions';
import { SERVICE_DAYS } from '@app/shared/services/service-terms';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../lib/api/api-error';
import { useTranslateMessage } from '../../../lib/i18n/translate-message';
import { Button } from '../../../ui/button';
import { FormAlert } from '../../../ui/form-alert';
import { WholeNumberField } from '../../../ui/whole-number-field';
import { useSetOrderDays } from '../api/orders';

type DaysKind = keyof typeof ORDER_DAYS_FIELD;
const isDaysKind = (kind: TOrder['serviceType']): kind is DaysKind => kind in ORDER_DAYS_FIELD;

/**
 * The provider sets the days an inspection (totalTimeDays) or media order (revisedTimeFrame) takes
 * while the work is still owed (decision 074); the due date shown moves with the server's reply.
 */
export function OrderDaysForm({ order }: { order: TOrder }) {
  const { t } = useTranslation('orders');
  const translate = useTranslateMessage();
  const setDays = useSetOrderDays();
  const kind = order.serviceType;
  const current = isDaysKind(kind) ? order[ORDER_DAYS_FIELD[kind]] : null;
  const [days, setValue] = useState<number | null>(current ?? order.leadTime);
  const [invalid, setInvalid] = useState(false);
  if (!isDaysKind(kind) || !(OWED_ORDER_STATUSES as readonly string[]).includes(order.status)) return null;

  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    const ok = days !== null && days >= SERVICE_DAYS.min && days <= SERVICE_DAYS.max;
    setInvalid(!ok);
    if (ok) setDays.mutate({ order: { ...order, serviceType: kind }, days });
  };
  const error = setDays.error;
  const fieldError = error instanceof ApiError ? error.fields?.[ORDER_DAYS_FIELD[kind]] : undefined;

  return (
    <form className="mt-3 flex flex-wrap items-end gap-2" onSubmit={submit} noValidate>
      <div className="w-48">
        <WholeNumberField
          label={t(`days.${kind}`)}
          value={days}
          onChange={setValue}
          max={SERVICE_DAYS.max}
          hint={t('days.hint', { max: SERVICE_DAYS.max })}
          error={invalid ? t('days.range', { max: SERVICE_DAYS.max }) : fieldError ? translate(fieldError) : undefined}
        />
      </div>
      <Button type="submit" variant="secondary" loading={setDays.isPending}>
        {t('days.save')}
      </Button>
      <div aria-live="polite" className="basis-full">
        {setDays.isSuccess && !setDays.isPending && <p className="text-sm text-muted">{t('days.saved')}</p>}
        {error && !fieldError && <FormAlert message={error.message || 'Error Updating Order'} />}
      </div>
    </form>
  );
}
