import { CounterHistory } from '../../features/offer-negotiation/components/counter-history';
import { NegotiationPanel } from '../../features/offer-negotiation/components/negotiation-panel';
import OfferViewPage, { type OfferViewParts } from '../../features/offers-dashboard/pages/offer-view-page';

const parts: OfferViewParts = { negotiation: NegotiationPanel, counters: CounterHistory };

/** /dashboard/offers/{tab}/{view}/{offer}: the dashboard's read-only view with the negotiation on it (the app composes features). */
export default function OfferViewRoute() {
  return <OfferViewPage parts={parts} />;
}
