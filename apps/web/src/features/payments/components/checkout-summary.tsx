import type { TCheckout } from '@app/shared/payments/payments.schema';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useFormatMoney } from '../../../lib/format/format-money';
import { useFormatProductLine } from '../../../lib/format/format-product-line';

/** What is being bought: the translated kind, what it is for (the product line) and the amount in USD. */
export function CheckoutSummary({ checkout }: { checkout: TCheckout }) {
  const { t } = useTranslation('payments');
  const formatMoney = useFormatMoney();
  const headingId = useId();
  const formatProductLine = useFormatProductLine();
  const kind = t(`kinds.${checkout.product.kind}`, { defaultValue: t('kinds.other') });
  return (
    <section aria-labelledby={headingId} className="flex flex-col gap-3 rounded-2xl border border-line p-4 sm:p-6">
      <h2 id={headingId} className="text-xl font-bold text-ink">
        {t('checkout.summary')}
      </h2>
      <dl className="flex flex-col gap-3">
        <div className="flex flex-col gap-1">
          <dt className="text-sm font-semibold uppercase tracking-wide text-muted">{kind}</dt>
          <dd className="text-ink">{formatProductLine(checkout)}</dd>
        </div>
        <div className="flex items-baseline justify-between gap-4 border-t border-line pt-3">
          <dt className="font-semibold text-ink">{t('checkout.total')}</dt>
          <dd className="text-2xl font-bold tabular-nums text-ink">{formatMoney(checkout.amount)}</dd>
        </div>
      </dl>
    </section>
  );
}
