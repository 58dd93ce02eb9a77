import type { TPaymentProgress } from '@app/shared/payments/payments.schema';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { QrCode } from '../../../ui/qr-code';
import { useFormatMoney } from '../../../lib/format/format-money';
import { useFormatMoment } from '../../../lib/format/format-date';
import { Button } from '../../../ui/button';
import { QueryStatus } from '../../../ui/query-status';
import { Spinner } from '../../../ui/spinner';
import { cancelApprovalPayment, rememberProgress, usePaymentProgress } from '../api/approval-payments';
import type { TPaymentResult } from '../hooks/use-pay-checkout';
import { PaymentFailedAlert } from './payment-failed-alert';

type ApprovalProgressProps = {
  paymentId: string;
  onPaid(result: TPaymentResult): void;
  /** The payer wants to pay another way (after a failure, or giving up on this one). */
  onChooseAnother(): void;
};

/** A payment waiting for approval: the WeChat code or the way back to the wallet's page, live status, a way out. */
function Waiting({ progress, onCancel, cancelling }: { progress: TPaymentProgress; onCancel(): void; cancelling: boolean }) {
  const { t } = useTranslation('payments');
  const formatMoney = useFormatMoney();
  const formatMoment = useFormatMoment();
  const { payment, next } = progress;
  const method = t(`methods.${payment.method}`);
  return (
    <div className="flex flex-col gap-4">
      {next?.type === 'qr' && (
        <>
          <h2 className="text-lg font-bold text-ink">{t('approval.qrTitle', { amount: formatMoney(payment.amount) })}</h2>
          <QrCode value={next.data} label={t('approval.qrLabel')} className="h-56 w-56 self-start" />
          <a href={next.url} className="self-start font-semibold text-primary-dark underline">
            {t('approval.openOnThisDevice')}
          </a>
        </>
      )}
      {next?.type === 'redirect' && (
        <a href={next.url} className="self-start font-semibold text-primary-dark underline">
          {t('approval.backToWallet', { method })}
        </a>
      )}
      <p role="status" className="flex items-center gap-2 text-ink">
        <Spinner size="sm" />
        {t('approval.waiting', { method })}
      </p>
      {progress.approveBy && <p className="text-sm text-muted">{t('approval.approveBy', { time: formatMoment(progress.approveBy) })}</p>}
      <Button variant="outline" loading={cancelling} onClick={onCancel} className="self-start">
        {t('approval.chooseAnother')}
      </Button>
    </div>
  );
}

/**
 * Follows a wallet payment until it is settled (asked every two seconds): paid shows the thank-you
 * state with the receipt, failed says why with a way to pay otherwise, waiting shows what to do.
 */
export function ApprovalProgress({ paymentId, onPaid, onChooseAnother }: ApprovalProgressProps) {
  const { t } = useTranslation('payments');
  const queryClient = useQueryClient();
  const progress = usePaymentProgress(paymentId);
  const [cancelling, setCancelling] = useState(false);
  const [failure, setFailure] = useState('');
  const data = progress.data;

  useEffect(() => {
    if (data?.payment.status === 'succeeded' && data.receipt) {
      rememberProgress(queryClient, data);
      onPaid({ payment: data.payment, receipt: data.receipt, checkout: data.checkout });
    } else if (data?.payment.status === 'failed') rememberProgress(queryClient, data);
  }, [data, onPaid, queryClient]);

  const cancel = async () => {
    setCancelling(true);
    setFailure('');
    try {
      rememberProgress(queryClient, await cancelApprovalPayment(paymentId));
    } catch (error) {
      setFailure(error instanceof Error ? error.message : '');
    } finally {
      setCancelling(false);
    }
  };

  return (
    <QueryStatus query={progress} loading={t('approval.checking')}>
      {(current) =>
        current.payment.status === 'failed' ? (
          <div className="flex flex-col gap-4">
            <PaymentFailedAlert message={current.payment.failureMessage ?? ''} />
            <Button onClick={onChooseAnother} className="self-start">
              {t('approval.chooseAnother')}
            </Button>
          </div>
        ) : current.payment.status === 'pending' ? (
          <>
            <PaymentFailedAlert message={failure} />
            <Waiting progress={current} onCancel={() => void cancel()} cancelling={cancelling} />
          </>
        ) : (
          <p role="status" className="flex items-center gap-2 text-muted">
            <Spinner size="sm" />
            {t('approval.checking')}
          </p>
        )
      }
    </QueryStatus>
  );
}
