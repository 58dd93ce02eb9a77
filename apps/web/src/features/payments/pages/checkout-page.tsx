import { PROMOTION } from '@app/shared/constants/membership';
import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams, useSearchParams } from 'react-router';
import { Page } from '../../../ui/page';
import { QueryStatus } from '../../../ui/query-status';
import { useCheckout } from '../api/get-checkout';
import { ApprovalProgress } from '../components/approval-progress';
import { CheckoutDetails } from '../components/checkout-details';
import { PaidReceipt } from '../components/paid-receipt';
import type { TPaymentResult } from '../hooks/use-pay-checkout';
import type { CouponFieldSlot } from '../components/checkout-summary';

/**
 * /checkout/{checkoutId} (spec: payment pages): pay for a checkout, then see its receipt in place.
 * ?payment={id}: a wallet payment (Alipay, WeChat Pay, PayPal) is followed until it is settled;
 * the wallet's page sends the payer back here with it.
 */
export default function CheckoutPage({ couponField }: { couponField?: CouponFieldSlot }) {
  const { checkoutId = '' } = useParams();
  const { t } = useTranslation(['payments', 'listingWizard']);
  const checkout = useCheckout(checkoutId);
  const [paid, setPaid] = useState<TPaymentResult | null>(null);
  const [searchParams, setSearchParams] = useSearchParams();
  const following = searchParams.get('payment');
  const follow = useCallback(
    (paymentId: string | null) =>
      setSearchParams(
        (params) => {
          const next = new URLSearchParams(params);
          if (paymentId) next.set('payment', paymentId);
          else next.delete('payment');
          return next;
        },
        { replace: true },
      ),
    [setSearchParams],
  );
  const listingId = checkout.data?.product.kind === 'listing-plan' ? checkout.data.product.ref : null;
  // Paying an offer's booking deposit sends the offer: its finish page says what happens next.
  const offerId = checkout.data?.product.kind === 'offer-booking-deposit' ? checkout.data.product.ref : null;
  const offerSent = offerId && (paid || checkout.data?.status === 'paid');
  // A membership plan is bought from the professional sign-up: back to its payment step, or on to its postal codes once paid.
  const membershipPlan = checkout.data?.product.kind === 'membership-plan';
  const membershipPaid = membershipPlan && (paid || checkout.data?.status === 'paid');
  // Annual Plus earns its buyer a buy-one-get-one code (decision 062): where to find and share it.
  const options = checkout.data?.product.options;
  const earnedBogoCode = membershipPaid && options?.plan === PROMOTION.planId && options.cycle === PROMOTION.billing;
  return (
    <Page title={t('checkout.title')} width="prose">
      {listingId && (
        <Link
          to={`/dashboard/listings/${encodeURIComponent(listingId)}/edit`}
          className="-mt-4 mb-6 inline-block text-sm font-semibold text-primary-dark underline"
        >
          {t('listingWizard:checkoutBack')}
        </Link>
      )}
      {offerSent && (
        <Link
          to={`/Negotiation/${encodeURIComponent(offerId)}/MakeAnOfferFinish`}
          className="mb-6 inline-block font-semibold text-primary-dark underline"
        >
          {t('checkout.offerSent')}
        </Link>
      )}
      {membershipPlan && (
        <Link
          to={membershipPaid ? '/professional/register?step=postal-codes' : '/professional/register?step=payment'}
          className="mb-6 inline-block font-semibold text-primary-dark underline"
        >
          {t(membershipPaid ? 'checkout.membershipNext' : 'checkout.membershipBack')}
        </Link>
      )}
      {earnedBogoCode && (
        <Link to="/buy-one-get-one" className="mb-6 block font-semibold text-primary-dark underline">
          {t('checkout.bogoCode')}
        </Link>
      )}
      {paid ? (
        <PaidReceipt receipt={paid.receipt} paidNow />
      ) : following ? (
        <ApprovalProgress paymentId={following} onPaid={setPaid} onChooseAnother={() => follow(null)} />
      ) : (
        <QueryStatus query={checkout} loading={t('checkout.loading')}>
          {(data) => (
            // Keyed by the checkout: a coupon replaces it with a new one, which gets a fresh Idempotency-Key.
            <CheckoutDetails
              key={data._id}
              checkout={data}
              couponField={couponField}
              onPaid={setPaid}
              onWaiting={(progress) => follow(progress.payment._id)}
            />
          )}
        </QueryStatus>
      )}
    </Page>
  );
}
