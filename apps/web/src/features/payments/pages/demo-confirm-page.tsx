import { MESSAGES } from '@app/shared/messages/messages';
import { APPROVAL_METHOD_RULES } from '@app/shared/payments/payment-methods';
import type { TDemoIntent } from '@app/shared/payments/payments.schema';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { useFormatMoney } from '../../../lib/format/format-money';
import { Button } from '../../../ui/button';
import { Page } from '../../../ui/page';
import { QueryStatus } from '../../../ui/query-status';
import { decideDemoIntent, demoIntentQueryKey, useDemoIntent } from '../api/approval-payments';
import { PaymentFailedAlert } from '../components/payment-failed-alert';

/** The payer's choice on an intent still waiting; after it, a redirect method goes back to the checkout. */
function Decision({ intentId, intent }: { intentId: string; intent: TDemoIntent }) {
  const { t } = useTranslation('payments');
  const formatMoney = useFormatMoney();
  const queryClient = useQueryClient();
  const [busy, setBusy] = useState<'approve' | 'cancel' | null>(null);
  const [failure, setFailure] = useState('');
  const decide = async (decision: 'approve' | 'cancel') => {
    setBusy(decision);
    setFailure('');
    try {
      const decided = await decideDemoIntent(intentId, decision);
      queryClient.setQueryData(demoIntentQueryKey(intentId), decided);
      // Alipay and PayPal send the payer back; after scanning WeChat's code they stay on the phone.
      if (APPROVAL_METHOD_RULES[decided.method].approval === 'redirect') window.location.assign(decided.returnUrl);
      else setBusy(null);
    } catch (error) {
      setFailure((error instanceof Error && error.message) || MESSAGES.somethingWentWrong);
      setBusy(null);
    }
  };
  return (
    <div className="flex flex-col gap-3 sm:flex-row">
      <PaymentFailedAlert message={failure} />
      <Button loading={busy === 'approve'} disabled={busy !== null} onClick={() => void decide('approve')}>
        {t('demoConfirm.approve', { amount: formatMoney(intent.amount) })}
      </Button>
      <Button variant="outline" loading={busy === 'cancel'} disabled={busy !== null} onClick={() => void decide('cancel')}>
        {t('demoConfirm.cancel')}
      </Button>
    </div>
  );
}

/**
 * /pay/demo/{intentId}: the demo processor's stand-in for Alipay's or PayPal's page, or for the
 * WeChat app after scanning: what is paid, to whom, and Approve or Cancel. No sign-in needed.
 */
export default function DemoConfirmPage() {
  const { intentId = '' } = useParams();
  const { t } = useTranslation('payments');
  const formatMoney = useFormatMoney();
  const intent = useDemoIntent(intentId);
  return (
    <Page title={t('demoConfirm.title')} width="prose">
      <QueryStatus query={intent} loading={t('demoConfirm.loading')}>
        {(data) => (
          <div className="flex flex-col gap-6">
            <p className="rounded-xl bg-secondary/30 p-3 text-sm text-ink">
              {t('demoConfirm.demoNote', { method: t(`methods.${data.method}`) })}
            </p>
            <dl className="grid grid-cols-[auto_1fr] gap-x-6 gap-y-2">
              <dt className="text-muted">{t('demoConfirm.to')}</dt>
              <dd className="font-semibold text-ink">Terranest</dd>
              <dt className="text-muted">{t('demoConfirm.for')}</dt>
              <dd className="text-ink">{data.description}</dd>
              <dt className="text-muted">{t('demoConfirm.amount')}</dt>
              <dd className="text-xl font-bold text-ink">{formatMoney(data.amount)}</dd>
            </dl>
            {data.status === 'requires_action' ? (
              <Decision intentId={intentId} intent={data} />
            ) : (
              <div className="flex flex-col gap-3">
                <p role="status" className="font-semibold text-ink">
                  {data.status === 'succeeded' ? t('demoConfirm.approved') : t('demoConfirm.canceled')}
                </p>
                <a href={data.returnUrl} className="self-start font-semibold text-primary-dark underline">
                  {t('demoConfirm.backToCheckout')}
                </a>
              </div>
            )}
          </div>
        )}
      </QueryStatus>
    </Page>
  );
}
