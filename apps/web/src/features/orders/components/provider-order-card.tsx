import type { TOrder } from '@app/shared/orders/orders.schema';
import { ORDER_DECLINE_REASONS } from '@app/shared/reference/orders';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useFormatMoment } from '../../../lib/format/format-date';
import { useFormatMoney } from '../../../lib/format/format-money';
import { Button, ButtonLink } from '../../../ui/button';
import { messagesUrl } from '../../../lib/navigation/messages-url';
import { FormAlert } from '../../../ui/form-alert';
import { RadioFieldset } from '../../../ui/radio-fieldset';
import { PrivateFiles } from '../../../ui/uploader/private-files';
import { useProviderMove } from '../api/orders';
import { OrderDispute } from './order-dispute';
import { OrderDaysForm } from './order-days-form';
import { StagedPhotos } from './staged-photos';
import { StagingDelivery } from './staging-delivery';
import { TranslationDelivery } from './translation-delivery';
import { useTimeRemaining } from './use-time-remaining';

/** One order a provider fulfils: accept or decline it (with a reason), upload the report (an appraisal upload submits it), deliver. */
export function ProviderOrderCard({ order }: { order: TOrder }) {
  const { t } = useTranslation('orders');
  const formatMoney = useFormatMoney();
  const formatMoment = useFormatMoment();
  const move = useProviderMove();
  const remaining = useTimeRemaining(order.dueDate);
  const [declining, setDeclining] = useState(false);
  const [reason, setReason] = useState<string | undefined>();
  const [missing, setMissing] = useState(false);
  const [files, setFiles] = useState<string[]>([]);
  const titleId = `provider-order-${order._id}`;
  const can = (action: TOrder['actions'][number]) => order.actions.includes(action);
  const deliversIntoListing = (service: string) =>
    order.serviceType === 'media' &&
    order.propertyId !== null &&
    order.services.some((line) => line.serviceName === service) &&
    can('upload');
  const delivered = order.hasFile || Boolean(order.translation?.length) || Boolean(order.stagedPhotos?.length);
  const uploadAction = can('submit') ? 'submitted' : can('upload') ? 'in-progress' : null;

  const decline = (event: React.FormEvent) => {
    event.preventDefault();
    // The spec's reasons are stored in its words (English), as the server's log keeps them.
    const label = ORDER_DECLINE_REASONS.find((option) => option.id === reason)?.label;
    setMissing(!label);
    if (label) move.mutate({ order, status: 'declined', reason: label });
  };

  return (
    <article aria-labelledby={titleId} className="rounded-xl border border-line bg-surface p-4 shadow-sm">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h2 id={titleId} className="text-lg font-semibold text-ink">
          {t('orderNumber', { number: order.orderNumber })} · {`${order.buyer.name.firstName} ${order.buyer.name.lastName}`.trim()}
        </h2>
        <p className="text-sm font-semibold text-ink">{order.status === 'pending' ? t('toDo') : t(`statuses.${order.status}`)}</p>
      </div>
      <p className="mt-2 text-sm">
        {order.services.map((line) => t(`serviceNames.${line.serviceName}`)).join(', ')} · {formatMoney(order.price)} ·{' '}
        {`${order.address.street}, ${order.address.city} ${order.address.postalCode}`}
      </p>
      {order.dueDate && (
        <p className="text-sm text-muted">
          {t('dueOn', { date: formatMoment(order.dueDate) })} ({remaining})
        </p>
      )}

      <div className="mt-3 flex flex-wrap gap-2">
        {can('accept') && (
          <Button loading={move.isPending} onClick={() => move.mutate({ order, status: 'accepted' })}>
            {t('accept')}
          </Button>
        )}
        {can('decline') && (
          <Button variant="secondary" onClick={() => setDeclining(true)}>
            {t('decline')}
          </Button>
        )}
        <ButtonLink variant="secondary" to={messagesUrl({ order: order._id })}>
          {t('messageCustomer')}
        </ButtonLink>
        {can('deliver') && delivered && (
          <Button loading={move.isPending} onClick={() => move.mutate({ order, status: 'delivered' })}>
            {t('deliver')}
          </Button>
        )}
      </div>

      <OrderDaysForm order={order} />

      {declining && can('decline') && (
        <form className="mt-3 flex flex-col gap-3" onSubmit={decline} noValidate>
          <RadioFieldset
            legend={t('declineReason')}
            options={ORDER_DECLINE_REASONS.map((option) => ({ value: option.id, label: t(`declineReasons.${option.id}`) }))}
            value={reason}
            onChange={(value) => setReason(String(value))}
            error={missing ? t('reasonRequired') : undefined}
          />
          <Button type="submit" loading={move.isPending} className="self-start">
            {t('confirmDecline')}
          </Button>
        </form>
      )}

      {uploadAction && (
        <div className="mt-3 flex flex-col gap-2">
          <PrivateFiles label={t('report')} ids={files} container="order" hrefFor={() => undefined} onChange={setFiles} max={1} />
          <Button
            className="self-start"
            disabled={files.length === 0}
            loading={move.isPending}
            onClick={() => move.mutate({ order, status: uploadAction, fileId: files[0]! }, { onSuccess: () => setFiles([]) })}
          >
            {uploadAction === 'submitted' ? t('submitReport') : t('uploadFile')}
          </Button>
        </div>
      )}
      {deliversIntoListing('listing-translation') && <TranslationDelivery order={order} />}
      {deliversIntoListing('virtual-staging') ? <StagingDelivery order={order} /> : <StagedPhotos photos={order.stagedPhotos ?? []} />}
      <div aria-live="polite">{move.isError && <FormAlert message="Error Updating Order" />}</div>
      <OrderDispute order={order} />
    </article>
  );
}
