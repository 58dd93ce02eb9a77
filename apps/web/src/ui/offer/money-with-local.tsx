import { approximate, type TRateTable } from '@app/shared/domain/reference-rates';
import { useTranslation } from 'react-i18next';
import { useFormatMoney } from '../../lib/format/format-money';

/** An amount in minor units of `currency`, written with its approximation in `local` when the rates are known. */
export function useLocalMoney(currency: string, local: string | null, rates: TRateTable | undefined) {
  const { t } = useTranslation('offerPages');
  const formatMoney = useFormatMoney();
  const wanted = local?.toUpperCase();
  const from = currency.toUpperCase();
  return {
    /** The amount as charged, e.g. '$1,440.00'. */
    exact: (amount: number) => formatMoney({ amount, currency: from }),
    /** '≈ NT$46,000' in the local currency, or '' when it is the same currency or the rates are not in. */
    local: (amount: number) => {
      if (!wanted || wanted === from || !rates) return '';
      const converted = approximate(rates, amount, from, wanted);
      return converted ? t('estimate.approximately', { amount: formatMoney({ amount: converted.amount, currency: wanted }) }) : '';
    },
  };
}

type MoneyWithLocalProps = { amount: number; currency: string; local: string | null; rates: TRateTable | undefined };

/** '$1,440.00 (≈ NT$46,000)': the amount as charged, and in the reader's currency. */
export function MoneyWithLocal({ amount, currency, local, rates }: MoneyWithLocalProps) {
  const money = useLocalMoney(currency, local, rates);
  const approx = money.local(amount);
  return (
    <span>
      <span className="font-semibold text-ink">{money.exact(amount)}</span>
      {approx && <span className="text-muted"> ({approx})</span>}
    </span>
  );
}
