import { majorToMinor, minorToMajor } from '@app/shared/domain/money';
import type { TMoney } from '@app/shared/listings/listing-card.schema';
import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { useFormatMoney } from '../../../lib/format/format-money';
import { downPaymentFromPercent, monthlyPayment } from '../../../lib/mortgage/mortgage';
import type { PaymentAssumptions } from './use-mortgage-inputs';

/** The monthly principal and interest of a home at `price` under the assumptions, in its own currency. */
export function estimatedMonthlyPayment(price: TMoney, { downPercent, ratePercent, years }: PaymentAssumptions): TMoney {
  const major = minorToMajor(price.amount, price.currency);
  const { principalAndInterest } = monthlyPayment({
    price: major,
    downPayment: downPaymentFromPercent(major, downPercent),
    annualRatePercent: ratePercent,
    years,
    taxesPerMonth: 0,
    hoaPerMonth: 0,
  });
  return { amount: majorToMinor(principalAndInterest, price.currency), currency: price.currency };
}

function Estimate({ price, assumptions }: { price: TMoney; assumptions: PaymentAssumptions }) {
  const { t } = useTranslation('mortgage');
  const formatMoney = useFormatMoney();
  return (
    <p className="text-sm font-semibold text-primary-dark">
      {t('estimate.card', { amount: formatMoney(estimatedMonthlyPayment(price, assumptions)) })}
    </p>
  );
}

/** "Est. $2,022.62/mo" on a result card while the mortgage tools are open. */
export function EstimatedPayment(props: { price: TMoney; assumptions: PaymentAssumptions }) {
  return (
    <Suspense fallback={null}>
      <Estimate {...props} />
    </Suspense>
  );
}
