import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Navigate, useParams } from 'react-router';
import NotFoundPage from '../../../app/pages/not-found-page';
import { ApiError } from '../../../lib/api/api-client';
import { useExchangeRates } from '../../../lib/fx/exchange-rates';
import { useAccount } from '../../../lib/session/get-account';
import { useSession } from '../../../lib/session/session-store';
import { QueryStatus } from '../../../ui/query-status';
import { useDocumentTitle } from '../../../ui/use-document-title';
import { useOfferComparison } from '../api/get-offer-comparison';
import { useOffers } from '../api/get-offers';
import { OfferCompareTable } from '../components/offer-compare-table';
import { VerifyFirst } from '../components/verify-first';
import { byPrice, type TPriceOrder } from '../offer-compare';
import { isOfferId, isOfferTab, offerTab, offerViewPath, type TOfferTab } from '../offer-tabs';
import { listingTitle } from '../offer-text';

/**
 * /dashboard/offers/{tab}/compare/{offer}: the seller's compare view, every offer sent on the
 * listing of {offer} side by side in the listing's currency (and the reader's), sortable by price.
 */
export default function OfferComparePage() {
  const { t } = useTranslation('offersDashboard');
  const { tab, offer: id } = useParams();
  const { verified } = useSession();
  useDocumentTitle(t('compare.pageTitle'));
  if (!isOfferTab(tab) || !isOfferId(id)) return <NotFoundPage />;
  if (!verified) {
    return (
      <div className="flex flex-col gap-6">
        <h1 className="text-2xl font-bold text-ink">{t('compare.pageTitle')}</h1>
        <VerifyFirst />
      </div>
    );
  }
  return <OfferCompare tab={tab} id={id} />;
}

function OfferCompare({ tab, id }: { tab: TOfferTab; id: string }) {
  const { t } = useTranslation('offersDashboard');
  const [order, setOrder] = useState<TPriceOrder>('descending');
  // The offer must be one received by the reader (the list is cached; the server checks again).
  const received = useOffers('received');
  const offer = received.data?.find((item) => item._id === id);
  const comparison = useOfferComparison(offer?.property);
  const currency = comparison.data?.listing.price?.currency ?? offer?.offerPrice?.currency ?? 'USD';
  const preferred = useAccount().data?.profile.preferredCurrency ?? null;
  const local = preferred && preferred.toUpperCase() !== currency.toUpperCase() ? preferred : null;
  const rates = useExchangeRates(local !== null);
  const title = offer ? listingTitle(offer.listing) || t('card.untitled') : '';
  useDocumentTitle(offer ? t('compare.title', { title }) : t('compare.pageTitle'));
  if (received.data && !offer) return <NotFoundPage />;
  if (comparison.error instanceof ApiError && (comparison.error.status === 404 || comparison.error.status === 403)) return <NotFoundPage />;
  if (offer && offerTab(offer) !== tab) return <Navigate to={offerViewPath(offer, 'compare')} replace />;
  const query = {
    data: comparison.data,
    error: received.error ?? comparison.error,
    refetch: () => (offer ? comparison.refetch() : received.refetch()),
  };
  return (
    <div className="flex flex-col gap-6">
      <Link to={`/dashboard/offers/${tab}/offer/${id}`} className="text-sm font-semibold text-primary hover:underline">
        <span aria-hidden="true">← </span>
        {t('compare.back')}
      </Link>
      <div className="flex flex-col gap-1">
        <h1 className="text-2xl font-bold text-ink">{offer ? t('compare.title', { title }) : t('compare.pageTitle')}</h1>
        <p className="text-muted">{local ? t('compare.leadLocal', { currency, local }) : t('compare.lead', { currency })}</p>
      </div>
      <QueryStatus query={query} loading={t('compare.loading')}>
        {(data) =>
          data.offers.length === 0 ? (
            <p className="rounded-xl border border-dashed border-line p-4 text-sm text-muted">{t('compare.empty')}</p>
          ) : (
            <OfferCompareTable
              rows={byPrice(data.offers, order)}
              order={order}
              onOrder={setOrder}
              current={id}
              viewPath={(offerId) => `/dashboard/offers/${tab}/offer/${offerId}`}
              local={local}
              rates={rates}
              listingOnMarket={data.listingOnMarket}
            />
          )
        }
      </QueryStatus>
    </div>
  );
}
