import type { TCheckout } from '@app/shared/payments/payments.schema';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { ApiError } from '../../../lib/api/api-client';
import { useFormatMoney } from '../../../lib/format/format-money';
import { useTranslateMessage } from '../../../lib/i18n/translate-message';
import { Button } from '../../../ui/button';
import { TextField } from '../../../ui/field';
import { useApplyCoupon, useRemoveCoupon } from '../api/checkout-coupon';

/** Only listing plans and memberships take a coupon (decision 077). */
const TAKES_COUPONS = new Set(['listing-plan', 'membership-plan']);

/**
 * The checkout's coupon: a code field with Apply, or the applied code with Remove. The server
 * prices the checkout again and answers a new checkout, which the page moves to (its URL
 * replaced); a refused code stays in the field with the reason under it.
 */
export function CouponCodeField({ checkout }: { checkout: TCheckout }) {
  const { t } = useTranslation('coupons');
  const translate = useTranslateMessage();
  const formatMoney = useFormatMoney();
  const navigate = useNavigate();
  const apply = useApplyCoupon();
  const remove = useRemoveCoupon();
  const [code, setCode] = useState('');
  const [error, setError] = useState<string>();
  if (!TAKES_COUPONS.has(checkout.product.kind) || checkout.status !== 'open') return null;

  const moveTo = (next: TCheckout) => navigate(`/checkout/${encodeURIComponent(next._id)}`, { replace: true });
  const failed = (err: unknown) => setError(err instanceof ApiError ? translate(err.message) : t('checkout.failed'));

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (!code.trim()) {
      setError(t('checkout.empty'));
      return;
    }
    setError(undefined);
    apply.mutate({ checkoutId: checkout._id, code: code.trim() }, { onSuccess: moveTo, onError: failed });
  };

  if (checkout.discount) {
    return (
      <div className="flex flex-wrap items-center justify-between gap-3" role="status">
        <p className="text-sm text-ink">
          {t('checkout.applied', { code: checkout.discount.code, amount: formatMoney(checkout.discount.amount) })}
        </p>
        <Button
          variant="outline"
          disabled={remove.isPending}
          onClick={() => remove.mutate({ checkoutId: checkout._id }, { onSuccess: moveTo, onError: failed })}
        >
          {t('checkout.remove')}
        </Button>
        {error && (
          <p role="alert" className="w-full text-xs font-medium text-primary-dark">
            {error}
          </p>
        )}
      </div>
    );
  }
  return (
    <form onSubmit={onSubmit} noValidate className="flex items-end gap-2">
      <div className="flex-1">
        <TextField
          label={t('checkout.label')}
          name="coupon"
          autoComplete="off"
          autoCapitalize="characters"
          value={code}
          onChange={(event) => setCode(event.target.value)}
          error={error}
        />
      </div>
      <Button type="submit" variant="outline" disabled={apply.isPending} className={error ? 'mb-6' : ''}>
        {t('checkout.apply')}
      </Button>
    </form>
  );
}
