import type { TOffer } from '@app/shared/offers/offers.schema';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { useFormatMoney } from '../../../lib/format/format-money';
import { ButtonLink } from '../../../ui/button';
import { Page } from '../../../ui/page';
import { QueryStatus } from '../../../ui/query-status';
import { useFreshOffer } from '../api/get-offer';
import { offerSignPath } from '../api/offer-links';

/** Business days the seller has to respond (spec section 9: counterparty response window). */
const RESPONSE_BUSINESS_DAYS = 2;

const LINK = 'font-semibold text-primary-dark underline';

/** A sent offer: what happens next, the booking deposit paid with its receipt, and where to follow the offer. */
function SentOffer({ offer }: { offer: TOffer }) {
  const { t } = useTranslation('offerPages');
  const formatMoney = useFormatMoney();
  const title = offer.listing.title ?? t('finish.theListing');
  const price = offer.money.offerPrice === null ? null : formatMoney({ amount: offer.money.offerPrice, currency: offer.currency });
  const deposit = offer.bookingDeposit;
  return (
    <div className="flex flex-col gap-8">
      <p role="status" className="rounded-xl bg-green-50 p-4 text-green-900">
        {price ? t('finish.sentOn', { title, price }) : t('finish.sentOnNoPrice', { title })}
      </p>
      <section className="flex flex-col gap-2">
        <h2 className="text-xl font-bold text-ink">{t('finish.nextTitle')}</h2>
        <ol className="list-decimal pl-5 text-ink">
          <li>{t('finish.next.mailed')}</li>
          <li>{t('finish.next.respond', { days: RESPONSE_BUSINESS_DAYS })}</li>
          <li>{t('finish.next.notified')}</li>
          <li>{t('finish.next.refund')}</li>
        </ol>
      </section>
      {deposit && (
        <section className="flex flex-col gap-2">
          <h2 className="text-xl font-bold text-ink">{t('finish.depositTitle')}</h2>
          <p>{t('finish.depositPaid', { amount: formatMoney(deposit.amount) })}</p>
          {deposit.paymentId && (
            <Link to={`/dashboard/wallet/receipts/${encodeURIComponent(deposit.paymentId)}`} className={LINK}>
              {t('finish.receipt')}
            </Link>
          )}
        </section>
      )}
      <div className="flex flex-wrap gap-3">
        <ButtonLink to={`/dashboard/offers/pending/offer/${encodeURIComponent(offer._id)}`}>{t('finish.viewOffer')}</ButtonLink>
        <ButtonLink variant="outline" to="/dashboard/offers">
          {t('finish.myOffers')}
        </ButtonLink>
        <ButtonLink variant="outline" to={`/listings/${encodeURIComponent(offer.property)}`}>
          {t('finish.backToListing')}
        </ButtonLink>
      </div>
    </div>
  );
}

/** An offer that has not been sent: back to its Sign page. */
function NotSent({ offer }: { offer: TOffer }) {
  const { t } = useTranslation('offerPages');
  return (
    <div className="flex flex-col items-start gap-4">
      <p role="status">{t('finish.notSent')}</p>
      <ButtonLink to={offerSignPath(offer.property, offer._id)}>{t('finish.backToSign')}</ButtonLink>
    </div>
  );
}

/**
 * The finish page of the make-an-offer flow (spec: /listings/{property_id}/offers/{offer_id}/finish
 * and /Negotiation/{offer_id}/MakeAnOfferFinish): the offer sent, what happens next, the booking
 * deposit paid with its receipt, and the way to the offers made in the dashboard.
 */
export default function OfferFinishPage() {
  const { offerId = '' } = useParams();
  const { t } = useTranslation('offerPages');
  const offer = useFreshOffer(offerId);
  const sent = offer.data?.completed !== false;
  return (
    <Page title={sent ? t('finish.title') : t('finish.notSentTitle')} width="prose">
      <QueryStatus query={offer} loading={t('finish.loading')}>
        {(data) => (data.completed ? <SentOffer offer={data} /> : <NotSent offer={data} />)}
      </QueryStatus>
    </Page>
  );
}
