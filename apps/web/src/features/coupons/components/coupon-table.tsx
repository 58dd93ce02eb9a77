import type { TCoupon } from '@app/shared/coupons/coupons.schema';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useFormatDay } from '../../../lib/format/format-date';
import { useFormatMoney } from '../../../lib/format/format-money';
import { Button } from '../../../ui/button';
import { DeactivateDialog } from './deactivate-dialog';

const CELL = 'px-4 py-3 align-top';

/** Every coupon: what it gives, for what, when, its uses against its limit, and Deactivate while active. */
export function CouponTable({ coupons }: { coupons: TCoupon[] }) {
  const { t } = useTranslation('coupons');
  const formatMoney = useFormatMoney();
  const formatDay = useFormatDay();
  const [stopping, setStopping] = useState<TCoupon | null>(null);
  return (
    <div className="overflow-x-auto rounded-2xl border border-line bg-white">
      <table className="w-full text-left text-sm">
        <caption className="sr-only">{t('admin.caption')}</caption>
        <thead className="border-b border-line text-muted">
          <tr>
            {(['code', 'discount', 'appliesTo', 'valid', 'uses', 'status'] as const).map((column) => (
              <th key={column} scope="col" className={`${CELL} font-medium`}>
                {t(`admin.columns.${column}`)}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {coupons.map((coupon) => (
            <tr key={coupon._id} className="border-b border-line last:border-0">
              <th scope="row" className={`${CELL} font-mono font-semibold text-ink`}>
                {coupon.code}
              </th>
              <td className={CELL}>
                {coupon.percentOff !== null
                  ? t('admin.percentValue', { percent: coupon.percentOff })
                  : coupon.amountOff && t('admin.amountValue', { amount: formatMoney(coupon.amountOff) })}
              </td>
              <td className={CELL}>{t(`targets.${coupon.appliesTo}`)}</td>
              <td className={CELL}>{t('admin.validRange', { from: formatDay(coupon.validFrom), until: formatDay(coupon.validUntil) })}</td>
              <td className={CELL}>
                {coupon.maxUses === null
                  ? t('admin.usesNoLimit', { uses: coupon.uses })
                  : t('admin.usesOf', { uses: coupon.uses, max: coupon.maxUses })}
                {coupon.held > 0 && <span className="block text-xs text-muted">{t('admin.held', { n: coupon.held })}</span>}
                <span className="block text-xs text-muted">
                  {coupon.oncePerAccount ? t('admin.oncePerAccountShort') : t('admin.reusable')}
                </span>
              </td>
              <td className={CELL}>
                {coupon.active ? (
                  <Button
                    variant="outline"
                    onClick={() => setStopping(coupon)}
                    aria-label={t('admin.deactivateCode', { code: coupon.code })}
                  >
                    {t('admin.deactivate')}
                  </Button>
                ) : (
                  <span className="text-muted">{t('admin.inactive')}</span>
                )}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      {stopping && <DeactivateDialog id={stopping._id} code={stopping.code} onClose={() => setStopping(null)} />}
    </div>
  );
}
