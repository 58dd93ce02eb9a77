import { canOpenDispute, ZOpenDispute } from '@app/shared/orders/disputes.schema';
import type { TOrder } from '@app/shared/orders/orders.schema';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../lib/api/api-client';
import { useFormatMoment } from '../../../lib/format/format-date';
import { useFormatMoney } from '../../../lib/format/format-money';
import { useTranslateMessage } from '../../../lib/i18n/translate-message';
import { Button } from '../../../ui/button';
import { TextArea } from '../../../ui/field';
import { FormAlert } from '../../../ui/form-alert';
import { useOpenDispute } from '../api/orders';

/**
 * The order's dispute (decision 079), for either party: where it stands and how it was resolved,
 * or "Open a dispute" with what is wrong once the provider has accepted the order.
 */
export function OrderDispute({ order }: { order: TOrder }) {
  const { t } = useTranslation('orders');
  const formatMoney = useFormatMoney();
  const formatMoment = useFormatMoment();
  const translate = useTranslateMessage();
  const openDispute = useOpenDispute();
  const [writing, setWriting] = useState(false);
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string>();
  const [failure, setFailure] = useState('');
  const dispute = order.dispute;

  if (dispute) {
    return (
      <section className="mt-4 rounded-lg border border-line bg-white p-3 text-sm" aria-label={t('dispute.title')}>
        <p className="font-semibold text-ink">
          {dispute.status === 'open'
            ? t('dispute.open', { date: formatMoment(dispute.openedAt) })
            : dispute.resolution?.refund
              ? t('dispute.resolvedRefund', { amount: formatMoney(dispute.resolution.refund) })
              : t('dispute.resolvedNoRefund')}
        </p>
        <p className="text-muted">{t(`dispute.openedBy.${dispute.openedBy}`, { reason: dispute.reason })}</p>
        {dispute.resolution && <p className="text-muted">{t('dispute.resolution', { reason: dispute.resolution.reason })}</p>}
      </section>
    );
  }
  if (!canOpenDispute(order.status, false)) return null;
  if (!writing)
    return (
      <div className="mt-3">
        <Button variant="secondary" onClick={() => setWriting(true)}>
          {t('dispute.start')}
        </Button>
      </div>
    );

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const parsed = ZOpenDispute.safeParse({ reason });
    setError(parsed.success ? undefined : translate(parsed.error.issues[0]?.message));
    if (!parsed.success) return;
    setFailure('');
    try {
      await openDispute.mutateAsync({ orderId: order._id, reason: parsed.data.reason });
      setWriting(false);
    } catch (caught) {
      setFailure(caught instanceof ApiError ? caught.message : String(caught));
    }
  };
  return (
    <form className="mt-4 flex flex-col gap-3" onSubmit={(event) => void onSubmit(event)} noValidate>
      <p className="text-sm text-ink">{t('dispute.explain')}</p>
      {failure && <FormAlert message={failure} />}
      <TextArea
        label={t('dispute.reason')}
        value={reason}
        onChange={(event) => setReason(event.target.value)}
        error={error}
        maxLength={1000}
      />
      <div className="flex gap-2">
        <Button type="submit" loading={openDispute.isPending}>
          {t('dispute.send')}
        </Button>
        <Button variant="secondary" onClick={() => setWriting(false)}>
          {t('back')}
        </Button>
      </div>
    </form>
  );
}
