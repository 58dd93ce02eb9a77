// The listings module's public surface: other modules import these, nothing else of listings.
export { listingsRoutes } from './listings.routes';
export { listPublicCardsByIds } from './listings.service';
/** The SQL condition "publicly visible listing", for other modules' queries over listings (search). */
export { publicListing } from './listings.repo';
export { createOpenDealRegistry, type OpenDealCounter, type OpenDealRegistry } from './open-deals';
// The demo seed builds drafts the way the wizard does.
export { columnsOf, draftFromColumns, type DraftColumns } from './listing-draft';
// Offers read the listing they are made on (seller, price, exclusive listing on file).
export { offerTarget, offerTargets, type OfferTarget } from './listing-offer-target';
// Offers move the listing under offer when one is accepted, and back on the market when the deal falls through.
export { lockListingForDeal, putListingBackOnMarket, takeListingUnderOffer } from './listing-deal-moves';
