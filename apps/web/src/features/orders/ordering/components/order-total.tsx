import type { TMoney } from '@app/shared/listings/listing-card.schema';
import { useTranslation } from 'react-i18next';
import { useExchangeRates } from '../../../../lib/fx/exchange-rates';
import { useAccount } from '../../../../lib/session/get-account';
import { MoneyWithLocal } from '../../../../ui/offer/money-with-local';

/** The order's total as it will be charged, with its approximation in the customer's preferred currency. */
export function OrderTotal({ price, days }: { price: TMoney; days: number }) {
  const { t } = useTranslation('orders');
  const local = useAccount().data?.profile.preferredCurrency?.toUpperCase() ?? null;
  const rates = useExchangeRates(Boolean(local) && local !== price.currency.toUpperCase());
  return (
    <p className="rounded-lg bg-surface px-4 py-3 text-sm text-ink" aria-live="polite">
      {t('ordering.total')} <MoneyWithLocal amount={price.amount} currency={price.currency} local={local} rates={rates} />
      <span className="text-muted"> · {t('ordering.readyIn', { days: t('days', { count: days }) })}</span>
    </p>
  );
}
