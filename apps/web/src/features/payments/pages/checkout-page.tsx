import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { Page } from '../../../ui/page';
import { QueryStatus } from '../../../ui/query-status';
import { useCheckout } from '../api/get-checkout';
import { CheckoutDetails } from '../components/checkout-details';
import { PaidReceipt } from '../components/paid-receipt';
import type { TPaymentResult } from '../hooks/use-pay-checkout';

/** /checkout/{checkoutId} (spec: payment pages): pay for a checkout, then see its receipt in place. */
export default function CheckoutPage() {
  const { checkoutId = '' } = useParams();
  const { t } = useTranslation(['payments', 'listingWizard']);
  const checkout = useCheckout(checkoutId);
  const [paid, setPaid] = useState<TPaymentResult | null>(null);
  const listingId = checkout.data?.product.kind === 'listing-plan' ? checkout.data.product.ref : null;
  // Paying an offer's booking deposit sends the offer: its finish page says what happens next.
  const offerId = checkout.data?.product.kind === 'offer-booking-deposit' ? checkout.data.product.ref : null;
  const offerSent = offerId && (paid || checkout.data?.status === 'paid');
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
      {paid ? (
        <PaidReceipt receipt={paid.receipt} paidNow />
      ) : (
        <QueryStatus query={checkout} loading={t('checkout.loading')}>
          {(data) => <CheckoutDetails checkout={data} onPaid={setPaid} />}
        </QueryStatus>
      )}
    </Page>
  );
}
