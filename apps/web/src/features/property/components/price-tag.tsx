import { convertMinor } from '@app/shared/domain/reference-rates';
import type { TMoney } from '@app/shared/listings/listing-card.schema';
import { useTranslation } from 'react-i18next';
import { useFormatMoney } from '../../../lib/format/format-money';

type PriceTagProps = { price: TMoney; preferredCurrency: string | null };

/**
 * The asking price in the listing's own currency and, when the viewer prefers another one, an
 * approximate line at the shared reference rates (display only: offers are in the listing's currency).
 */
export function PriceTag({ price, preferredCurrency }: PriceTagProps) {
  const { t } = useTranslation('property');
  const formatMoney = useFormatMoney();
  const wanted = preferredCurrency?.toUpperCase();
  const converted = wanted && wanted !== price.currency.toUpperCase() ? convertMinor(price.amount, price.currency.toUpperCase(), wanted) : undefined;
  return (
    <div>
      <p className="text-3xl font-bold text-ink">
        <span className="sr-only">{t('header.price')} </span>
        {formatMoney(price)}
      </p>
      {converted !== undefined && wanted && (
        <p className="text-sm text-muted">{t('header.approximately', { price: formatMoney({ amount: converted, currency: wanted }) })}</p>
      )}
    </div>
  );
}
