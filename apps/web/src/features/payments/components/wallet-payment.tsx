import { MESSAGES } from '@app/shared/messages/messages';
import { APPROVAL_METHOD_RULES, type TApprovalMethod } from '@app/shared/payments/payment-methods';
import type { TCheckout, TPaymentProgress } from '@app/shared/payments/payments.schema';
import { useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useFormatMoney } from '../../../lib/format/format-money';
import { Button } from '../../../ui/button';
import { useLocalMoney } from '../../../ui/offer/money-with-local';
import { rememberProgress, startApprovalPayment } from '../api/approval-payments';
import { usePayerCurrency } from './amount-due';
import { PaymentFailedAlert } from './payment-failed-alert';

/** 'Alipay takes this from your wallet in CNY at its own rate: about ¥1,350.00', when the wallet pays in another currency. */
function WalletCurrencyNote({ method, checkout }: { method: TApprovalMethod; checkout: TCheckout }) {
  const { t } = useTranslation('payments');
  const walletCurrency = APPROVAL_METHOD_RULES[method].walletCurrency;
  const { rates } = usePayerCurrency(checkout.amount.currency);
  const money = useLocalMoney(checkout.amount.currency, walletCurrency, rates);
  const approx = money.local(checkout.amount.amount);
  if (!walletCurrency || walletCurrency === checkout.amount.currency.toUpperCase()) return null;
  return (
    <p className="text-sm text-muted">
      {t('approval.walletCurrency', { method: t(`methods.${method}`), currency: walletCurrency, amount: approx || walletCurrency })}
    </p>
  );
}

type WalletPaymentProps = { checkout: TCheckout; method: TApprovalMethod; onWaiting(progress: TPaymentProgress): void };

/**
 * Pay with Alipay, WeChat Pay or PayPal: what happens next, and the Pay button. Alipay and PayPal
 * take the payer to their page (they come back to this checkout); WeChat Pay shows its code here.
 * One Idempotency-Key per attempt, so a double click or a retry never starts a second payment.
 */
export function WalletPayment({ checkout, method, onWaiting }: WalletPaymentProps) {
  const { t } = useTranslation('payments');
  const formatMoney = useFormatMoney();
  const queryClient = useQueryClient();
  const [key, setKey] = useState(() => crypto.randomUUID());
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState('');
  const name = t(`methods.${method}`);
  const qr = APPROVAL_METHOD_RULES[method].approval === 'qr';

  const start = async (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    setBusy(true);
    setFailure('');
    try {
      const progress = await startApprovalPayment(checkout._id, method, key);
      rememberProgress(queryClient, progress);
      if (progress.next?.type === 'redirect') {
        window.location.assign(progress.next.url);
        return;
      }
      if (progress.payment.status === 'failed') {
        setKey(crypto.randomUUID());
        setFailure(progress.payment.failureMessage ?? MESSAGES.paymentNotApproved);
      } else onWaiting(progress);
      setBusy(false);
    } catch (error) {
      setFailure((error instanceof Error && error.message) || MESSAGES.somethingWentWrong);
      setBusy(false);
    }
  };

  return (
    <form noValidate onSubmit={start} className="flex flex-col gap-4">
      <WalletCurrencyNote method={method} checkout={checkout} />
      <p className="text-sm text-muted">{qr ? t('approval.qrHint') : t('approval.redirectHint', { method: name })}</p>
      <PaymentFailedAlert message={failure} />
      <Button type="submit" loading={busy} className="self-start">
        {t('approval.pay', { amount: formatMoney(checkout.amount), method: name })}
      </Button>
    </form>
  );
}
