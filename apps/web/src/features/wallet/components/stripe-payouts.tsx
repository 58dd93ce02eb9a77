import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { usePaymentProvider } from '../../../lib/payments/get-payment-provider';
import { useSession } from '../../../lib/session/session-store';
import { Button } from '../../../ui/button';
import { FormAlert } from '../../../ui/form-alert';
import { usePayoutConnection, useStartPayoutOnboarding } from '../api/payout-connection';
import { openOnboardingPage } from './open-onboarding-page';

/**
 * Payouts through Stripe (decision 088): with Stripe as the processor a professional is paid only
 * once Stripe knows them, so this says where they stand (not set up, waiting for Stripe's review,
 * ready) and, until ready, opens Stripe's onboarding; back from it (?connect=return) the standing
 * is asked of Stripe again, and an expired link (?connect=refresh) is replaced by a new one at once.
 * Nothing with the demo processor, which pays payout methods itself.
 */
export function StripePayouts() {
  const { t } = useTranslation('wallet');
  const { professional } = useSession();
  const stripe = usePaymentProvider().data?.provider === 'stripe';
  const [params] = useSearchParams();
  const connection = usePayoutConnection({ enabled: professional && stripe, refresh: params.get('connect') === 'return' });
  const start = useStartPayoutOnboarding();
  const status = connection.data?.status;
  const open = () => start.mutate(undefined, { onSuccess: ({ url }) => openOnboardingPage(url) });
  // Stripe sends them to ?connect=refresh when its link expired or was used: a new link, once, as Stripe asks.
  const expiredLink = params.get('connect') === 'refresh' && (status === 'not_started' || status === 'in_review');
  const renewed = useRef(false);
  useEffect(() => {
    if (!expiredLink || renewed.current) return;
    renewed.current = true;
    open();
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once, when the standing is known
  }, [expiredLink]);
  if (!professional || !stripe || !status || status === 'not_needed') return null;
  return (
    <section aria-labelledby="wallet-stripe-payouts-title" className="flex flex-col gap-3 rounded-xl border border-line p-4">
      <h3 id="wallet-stripe-payouts-title" className="text-base font-bold text-ink">
        {t('connect.title')}
      </h3>
      <p role="status" className="text-sm text-ink">
        {t(`connect.statuses.${status}`)}
      </p>
      {status !== 'ready' && (
        <>
          <p className="text-sm text-muted">{t('connect.hint')}</p>
          <div>
            <Button loading={start.isPending || start.isSuccess} onClick={open}>
              {t('connect.start')}
            </Button>
          </div>
        </>
      )}
      {start.error && <FormAlert message={start.error.message} />}
    </section>
  );
}
