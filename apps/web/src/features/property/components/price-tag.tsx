import { approximate } from '@app/shared/domain/reference-rates';
import type { TMoney } from '@app/shared/listings/listing-card.schema';
import { useTranslation } from 'react-i18next';
import { useFormatDay } from '../../../lib/format/format-date';
import { useFormatMoney } from '../../../lib/format/format-money';
import { useExchangeRates } from '../../../lib/fx/exchange-rates';

type PriceTagProps = { price: TMoney; preferredCurrency: string | null };

/**
 * The asking price in the listing's own currency and, when the viewer prefers another one, an
 * approximate line saying which day's rate it used (display only: offers are in the listing's currency).
 */
export function PriceTag({ price, preferredCurrency }: PriceTagProps) {
  const { t } = useTranslation('property');
  const formatMoney = useFormatMoney();
  const formatDay = useFormatDay();
  const wanted = preferredCurrency?.toUpperCase();
  const rates = useExchangeRates(!!wanted && wanted !== price.currency.toUpperCase());
  const converted = wanted && rates ? approximate(rates, price.amount, price.currency.toUpperCase(), wanted) : undefined;
  return (
    <div>
      <p className="text-3xl font-bold text-ink">
        <span className="sr-only">{t('header.price')} </span>
        {formatMoney(price)}
      </p>
      {converted && wanted && (
        <p className="text-sm text-muted">
          {t(converted.rates.source === 'ecb' ? 'header.approximatelyEcb' : 'header.approximatelyReference', {
            price: formatMoney({ amount: converted.amount, currency: wanted }),
            date: formatDay(converted.rates.day),
          })}
        </p>
      )}
    </div>
  );
}
