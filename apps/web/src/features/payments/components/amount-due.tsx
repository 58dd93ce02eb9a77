import type { TCheckout } from '@app/shared/payments/payments.schema';
import { useTranslation } from 'react-i18next';
import { useExchangeRates } from '../../../lib/fx/exchange-rates';
import { useAccount } from '../../../lib/session/get-account';
import { useLocalMoney } from '../../../ui/offer/money-with-local';

/** The payer's own currency (their profile's), when it is not the checkout's; the day's rates then. */
export function usePayerCurrency(currency: string) {
  const preferred = useAccount().data?.profile.preferredCurrency ?? null;
  const local = preferred && preferred.toUpperCase() !== currency.toUpperCase() ? preferred : null;
  return { local, rates: useExchangeRates(true) };
}

/** Amount due: '$188.00 (≈ NT$6,020)', in the checkout's currency and the payer's own when it differs. */
export function AmountDue({ checkout }: { checkout: TCheckout }) {
  const { t } = useTranslation('payments');
  const { local, rates } = usePayerCurrency(checkout.amount.currency);
  const money = useLocalMoney(checkout.amount.currency, local, rates);
  const approx = money.local(checkout.amount.amount);
  return (
    <p className="text-base">
      <span className="text-muted">{t('approval.amountDue')}: </span>
      <span className="font-semibold text-ink">{money.exact(checkout.amount.amount)}</span>
      {approx && <span className="text-muted"> ({approx})</span>}
    </p>
  );
}
