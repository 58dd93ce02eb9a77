import type { TOrder } from '@app/shared/orders/orders.schema';
import { ORDER_CANCEL_REASONS } from '@app/shared/reference/orders';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useFormatMoney } from '../../../lib/format/format-money';
import { messagesUrl } from '../../../lib/navigation/messages-url';
import { useFormatMoment } from '../../../lib/format/format-date';
import { Button, ButtonLink } from '../../../ui/button';
import { TextArea } from '../../../ui/field';
import { FormAlert } from '../../../ui/form-alert';
import { RadioFieldset } from '../../../ui/radio-fieldset';
import { StagedPhotos } from './staged-photos';
import { OrderDispute } from './order-dispute';
import { useUpdateOrder } from '../api/orders';
import { useTimeRemaining } from './use-time-remaining';

type Step = 'idle' | 'cancel' | 'revise';

/** One order the customer placed: what, for how much, its status and due time, and what they may do now. */
export function OrderCard({ order }: { order: TOrder }) {
  const { t } = useTranslation('orders');
  const formatMoney = useFormatMoney();
  const formatMoment = useFormatMoment();
  const remaining = useTimeRemaining(order.dueDate);
  const update = useUpdateOrder();
  const [step, setStep] = useState<Step>('idle');
  const [cancelReason, setCancelReason] = useState<string | undefined>();
  const [revision, setRevision] = useState('');
  const [missing, setMissing] = useState(false);
  const titleId = `order-${order._id}`;

  const send = (status: 'cancelled' | 'completed' | 'in-progress', reason?: string) => {
    update.mutate({ order, status, ...(reason ? { reason } : {}) }, { onSuccess: () => setStep('idle') });
  };
  const submitReason = (event: React.FormEvent) => {
    event.preventDefault();
    // The spec's reasons are stored in its words (English), as the server's log keeps them.
    const reason = step === 'cancel' ? (ORDER_CANCEL_REASONS.find((option) => option.id === cancelReason)?.label ?? '') : revision.trim();
    setMissing(!reason);
    if (reason) send(step === 'cancel' ? 'cancelled' : 'in-progress', reason);
  };

  return (
    <article aria-labelledby={titleId} className="rounded-xl border border-line bg-surface p-4 shadow-sm">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h2 id={titleId} className="text-lg font-semibold text-ink">
          {t(`kinds.${order.serviceType}`)} · {t('orderNumber', { number: order.orderNumber })}
        </h2>
        <p className="text-sm font-semibold text-ink">{t(`statuses.${order.status}`)}</p>
      </div>
      <dl className="mt-3 grid grid-cols-1 gap-x-6 gap-y-1 text-sm sm:grid-cols-2">
        <div>
          <dt className="inline text-muted">{t('professional')}: </dt>
          <dd className="inline">{`${order.professional.name.firstName} ${order.professional.name.lastName}`.trim()}</dd>
        </div>
        <div>
          <dt className="inline text-muted">{t('price')}: </dt>
          <dd className="inline">{formatMoney(order.price)}</dd>
        </div>
        <div>
          <dt className="inline text-muted">{t('property')}: </dt>
          <dd className="inline">{`${order.address.street}, ${order.address.city} ${order.address.postalCode}`}</dd>
        </div>
        <div>
          <dt className="inline text-muted">{t('services')}: </dt>
          <dd className="inline">{order.services.map((line) => t(`serviceNames.${line.serviceName}`)).join(', ')}</dd>
        </div>
        {order.dueDate && (
          <div>
            <dt className="inline text-muted">{t('dueDate')}: </dt>
            <dd className="inline">
              {formatMoment(order.dueDate)} ({remaining})
            </dd>
          </div>
        )}
      </dl>
      <StagedPhotos photos={order.stagedPhotos ?? []} />

      <div className="mt-4 flex flex-wrap gap-2">
        {order.hasFile && (
          <a
            className="inline-flex min-h-11 items-center text-sm font-semibold text-primary underline"
            href={`/api/v1/orders/${order._id}/file`}
          >
            {t('openFile')}
          </a>
        )}
        {order.actions.includes('complete') && (
          <Button loading={update.isPending} onClick={() => send('completed')}>
            {t('complete')}
          </Button>
        )}
        {order.actions.includes('revise') && (
          <Button variant="secondary" onClick={() => setStep('revise')}>
            {t('revise')}
          </Button>
        )}
        {order.actions.includes('cancel') && (
          <Button variant="secondary" onClick={() => setStep('cancel')}>
            {t('cancel')}
          </Button>
        )}
        <ButtonLink variant="secondary" to={messagesUrl({ order: order._id })}>
          {t('messageProvider')}
        </ButtonLink>
        {order.status === 'completed' && !order.reviewed && (
          <ButtonLink variant="secondary" to={`/review/${order.serviceType}/${order._id}`}>
            {t('review')}
          </ButtonLink>
        )}
      </div>

      {step !== 'idle' && (
        <form className="mt-4 flex flex-col gap-3" onSubmit={submitReason} noValidate>
          {step === 'cancel' ? (
            <>
              {order.cancelRefund && (
                <p className="text-sm text-ink">
                  {t('cancelRefund', { amount: formatMoney(order.cancelRefund), price: formatMoney(order.price) })}
                </p>
              )}
              <RadioFieldset
                legend={t('cancelReason')}
                options={ORDER_CANCEL_REASONS.map((reason) => ({ value: reason.id, label: t(`cancelReasons.${reason.id}`) }))}
                value={cancelReason}
                onChange={(value) => setCancelReason(String(value))}
                error={missing ? t('reasonRequired') : undefined}
              />
            </>
          ) : (
            <TextArea
              label={t('revisionReason')}
              value={revision}
              onChange={(event) => setRevision(event.target.value)}
              error={missing ? t('reasonRequired') : undefined}
            />
          )}
          <div className="flex gap-2">
            <Button type="submit" loading={update.isPending}>
              {step === 'cancel' ? t('confirmCancel') : t('sendRevision')}
            </Button>
            <Button variant="secondary" onClick={() => setStep('idle')}>
              {t('back')}
            </Button>
          </div>
        </form>
      )}
      <div aria-live="polite">{update.isError && <FormAlert message="Error Updating Order" />}</div>
      <OrderDispute order={order} />
    </article>
  );
}
