import type { TCheckout } from '@app/shared/payments/payments.schema';
import { useId, type ComponentType } from 'react';
import { useTranslation } from 'react-i18next';
import { useFormatMoney } from '../../../lib/format/format-money';
import { useFormatProductLine } from '../../../lib/format/format-product-line';

/** Where the app puts the coupons feature's code field (decision 077); none: no coupon field. */
export type CouponFieldSlot = ComponentType<{ checkout: TCheckout }>;

/**
 * What is being bought: the translated kind, what it is for (the product line) and the amount in
 * USD; with a coupon, the price before it and the coupon's line above the total.
 */
export function CheckoutSummary({
  checkout,
  couponField: CouponField,
}: {
  checkout: TCheckout;
  couponField?: CouponFieldSlot | undefined;
}) {
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
        {checkout.discount && (
          <>
            <div className="flex items-baseline justify-between gap-4 border-t border-line pt-3">
              <dt className="text-ink">{t('checkout.listPrice')}</dt>
              <dd className="tabular-nums text-ink">
                {formatMoney({ ...checkout.amount, amount: checkout.amount.amount + checkout.discount.amount.amount })}
              </dd>
            </div>
            <div className="flex items-baseline justify-between gap-4">
              <dt className="text-ink">{t('checkout.discount', { code: checkout.discount.code })}</dt>
              <dd className="tabular-nums text-ink">−{formatMoney(checkout.discount.amount)}</dd>
            </div>
          </>
        )}
        <div className="flex items-baseline justify-between gap-4 border-t border-line pt-3">
          <dt className="font-semibold text-ink">{t('checkout.total')}</dt>
          <dd className="text-2xl font-bold tabular-nums text-ink">{formatMoney(checkout.amount)}</dd>
        </div>
      </dl>
      {CouponField && <CouponField checkout={checkout} />}
    </section>
  );
}
