import type { TCheckout } from '@app/shared/payments/payments.schema';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { Button, ButtonLink } from '../../../ui/button';

/** An expired or cancelled checkout: it cannot be paid any more; ways back. */
export function CheckoutClosed({ status }: { status: Extract<TCheckout['status'], 'expired' | 'cancelled'> }) {
  const { t } = useTranslation('payments');
  const navigate = useNavigate();
  const headingRef = useRef<HTMLHeadingElement>(null);
  useEffect(() => headingRef.current?.focus(), []);
  return (
    <section role="alert" className="flex flex-col items-start gap-4 rounded-2xl border border-line p-4 sm:p-6">
      <h2 ref={headingRef} tabIndex={-1} className="text-xl font-bold text-ink focus:outline-none">
        {t(`checkout.${status}.title`)}
      </h2>
      <p className="text-muted">{t(`checkout.${status}.body`)}</p>
      <div className="flex flex-wrap gap-3">
        <Button variant="outline" onClick={() => void navigate(-1)}>
          {t('checkout.goBack')}
        </Button>
        <ButtonLink to="/dashboard/wallet">{t('receipt.toWallet')}</ButtonLink>
      </div>
    </section>
  );
}
