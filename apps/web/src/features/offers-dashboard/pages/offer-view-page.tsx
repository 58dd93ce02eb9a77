import type { TOffer } from '@app/shared/offers/offers.schema';
import { useQueryClient } from '@tanstack/react-query';
import type { ComponentType } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Navigate, useNavigate, useParams } from 'react-router';
import NotFoundPage from '../../../app/pages/not-found-page';
import { ApiError } from '../../../lib/api/api-client';
import { useFormatDay } from '../../../lib/format/format-date';
import { Badge } from '../../../ui/badge';
import { ButtonLink } from '../../../ui/button';
import { QueryStatus } from '../../../ui/query-status';
import { Tabs } from '../../../ui/tabs';
import { OfferVod } from '../../../ui/offer/offer-vod';
import { useDocumentTitle } from '../../../ui/use-document-title';
import { storeOffer } from '../../../lib/offers/offer-query';
import { useOffer } from '../api/get-offer';
import { OfferHistory } from '../components/offer-history';
import { OfferParties } from '../components/offer-parties';
import { OfferPdfs } from '../components/offer-pdfs';
import { OfferSummary } from '../components/offer-summary';
import { useOfferStatus } from '../../../ui/offer/use-offer-status';
import {
  editDraftPath,
  isBuyerSide,
  isOfferId,
  isOfferTab,
  isOfferView,
  isSellerSide,
  mayBeInTab,
  OFFER_PAGE_VIEWS,
  offerViewPath,
  type TOfferTab,
  type TOfferView,
} from '../offer-tabs';
import { listingTitle, placeLine } from '../offer-text';

/**
 * What other features show on the view, given by the app (a feature does not import another):
 * the negotiation under the heading (its deadline and moves) and the counter history view.
 */
export type OfferViewParts = {
  negotiation?: ComponentType<{ offer: TOffer }>;
  counters?: ComponentType<{ offer: TOffer }>;
};

/** /dashboard/offers/{tab}/{view}/{offer}: one offer, read-only; {view} is the offer itself, its history or its counter history. */
export default function OfferViewPage({ parts = {} }: { parts?: OfferViewParts }) {
  const { tab, view, offer: id } = useParams();
  if (!isOfferTab(tab) || !isOfferView(view) || !isOfferId(id)) return <NotFoundPage />;
  return <OfferView tab={tab} view={view} id={id} parts={parts} />;
}

function OfferView({ tab, view, id, parts }: { tab: TOfferTab; view: TOfferView; id: string; parts: OfferViewParts }) {
  const { negotiation: Negotiation, counters: Counters } = parts;
  const { t } = useTranslation('offersDashboard');
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const formatDay = useFormatDay();
  const offerStatus = useOfferStatus();
  const query = useOffer(id);
  const offer = query.data;
  const title = offer ? listingTitle(offer.listing) || t('card.untitled') : '';
  useDocumentTitle(offer ? t('view.title', { title }) : t('title'));
  // A stranger, or an offer whose listing is gone, is not found (the server never says which).
  if (query.error instanceof ApiError && (query.error.status === 404 || query.error.status === 403)) return <NotFoundPage />;
  // A link may name another tab than the one the offer is in now (it moved, or the link guessed): go to its own.
  if (offer && !mayBeInTab(offer.status, tab)) return <Navigate to={offerViewPath(offer, view)} replace />;
  return (
    <div className="flex flex-col gap-6">
      <Link to={`/dashboard/offers/${tab}`} className="text-sm font-semibold text-primary hover:underline">
        <span aria-hidden="true">← </span>
        {t('view.back')}
      </Link>
      <QueryStatus query={query} loading={t('view.loading')}>
        {(data) => (
          <>
            <div className="flex flex-col gap-2">
              <h1 className="text-2xl font-bold text-ink">{t('view.title', { title })}</h1>
              <p className="text-muted">{placeLine(data.listing.address)}</p>
              <div className="flex flex-wrap items-center gap-3 text-sm text-muted">
                <Badge tone={offerStatus(data).tone}>{offerStatus(data).label}</Badge>
                {offerStatus(data).note && <span>{offerStatus(data).note}</span>}
                <span>{data.sentAt ? t('view.sentOn', { date: formatDay(data.sentAt) }) : t('view.notSent')}</span>
                {!data.completed && isBuyerSide(data.relation) && (
                  <ButtonLink variant="outline" to={editDraftPath(data)}>
                    {t('view.edit')}
                  </ButtonLink>
                )}
                {isSellerSide(data.relation) && (
                  <Link to={`/dashboard/offers/${tab}/compare/${data._id}`} className="font-semibold text-primary hover:underline">
                    {t('actions.compare')}
                  </Link>
                )}
              </div>
              {Negotiation && data.completed && <Negotiation offer={data} />}
            </div>
            <Tabs
              label={t('view.viewsLabel')}
              tabs={OFFER_PAGE_VIEWS.filter((id) => id !== 'counters' || Counters).map((id) => ({ id, label: t(`view.views.${id}`) }))}
              selected={view}
              onSelect={(next) => void navigate(`/dashboard/offers/${tab}/${next}/${data._id}`, { replace: true })}
            >
              <div className="flex flex-col gap-6 pt-6">
                {view === 'offer' && (
                  <>
                    <OfferSummary offer={data} />
                    <OfferParties offer={data} />
                    <OfferPdfs offer={data} />
                    <OfferVod offer={data} canSend={isBuyerSide(data.relation)} onChange={(next) => storeOffer(queryClient, next)} />
                  </>
                )}
                {view === 'history' && <OfferHistory offer={data} />}
                {view === 'counters' && (Counters ? <Counters offer={data} /> : <NotFoundPage />)}
              </div>
            </Tabs>
          </>
        )}
      </QueryStatus>
    </div>
  );
}
