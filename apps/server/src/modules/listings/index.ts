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
// A ListHub feed creates, updates, expires and relists its listings (decision 068).
export {
  createFeedListing,
  expireFeedListing,
  isLive,
  lockFeedListing,
  lockFeedListingById,
  setFeedListingPhotos,
  updateFeedListing,
  type FeedListing,
} from './listing-import';
export type { ListingRow } from './listings.repo';
// A completed listing translation order writes its text into the listing (decision 073).
export { setListingTranslations } from './listing-translations.repo';
// A completed virtual staging order's photos join the listing, labelled (decision 083).
export { addStagedPhotos } from './listing-photos';
// The admin console finds any listing, takes one down with a reason its owner reads, and restores it.
export { findListingsForAdmin, restoreListing, takeDownListing } from './admin-moves.service';
// Reported listings (decision 082): what a reader may report, the queue's listings, a take-down in its transaction.
export { adminListingsByIds, takeDownListingIn } from './admin-moves.service';
export { viewableListingOwner } from './listing-pages.service';
// The sitemap walks public listings and communities in keyset batches (decision 076).
export {
  countPublicCommunities,
  countPublicListings,
  publicCommunityBatch,
  publicListingBatch,
  type SitemapBatch,
  type SitemapRow,
} from './listing-sitemap.repo';
