import NegotiationPage from '../../features/offer-negotiation/pages/negotiation-page';
import { offerViewPath } from '../../features/offers-dashboard/offer-tabs';

/** /dashboard/offers/{offer}/Negotiation/{page}: the negotiation's pages, going back to the dashboard's view of the offer. */
export default function NegotiationRoute() {
  return <NegotiationPage viewPath={offerViewPath} />;
}
