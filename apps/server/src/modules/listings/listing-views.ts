import type { TListingCard } from '@app/shared/listings/listing-card.schema';
import type { TListingDraft } from '@app/shared/listings/listing-draft.schema';
import type { TListing, TListingEvent, TListingSummary, TPublicListing } from '@app/shared/listings/listing.schema';
import type { TStepResults } from '@app/shared/listings/listing-steps';
import type { TMedia } from '@app/shared/media/media.schema';
import type { listingEvents, ListingPhoto } from '../../db/schema/index';
import { localPlaceNames } from '../places/index';
import type { ListingCardRow, ListingRow } from './listings.repo';
import { publicTranslations } from './listing-translations.repo';
import { draftOf } from './listing-draft';

const EXPIRING_SOON_MS = 14 * 24 * 60 * 60 * 1000;
const iso = (date: Date | null) => (date ? date.toISOString() : null);

/** Whether an active listing's plan ends within two weeks (spec: "expiring soon"). */
export function expiringSoon(row: Pick<ListingRow, 'status' | 'expiresAt'>, now = Date.now()): boolean {
  return row.status === 'active' && row.expiresAt !== null && row.expiresAt.getTime() - now <= EXPIRING_SOON_MS;
}

/** A card's cover: its card rendition, caption and virtual staging label (decision 083). */
function coverPhoto(cover: ListingPhoto): NonNullable<TListingCard['photo']> {
  return {
    url: cover.cardUrl ?? cover.url,
    ...(cover.caption ? { caption: cover.caption } : {}),
    ...(cover.virtuallyStaged ? { virtuallyStaged: true as const } : {}),
  };
}

/** A public listing row as the card the API shows. */
export function toListingCard(row: ListingCardRow): TListingCard {
  const cover = row.photos[0];
  return {
    _id: row.id,
    title: row.title ?? '',
    price: { amount: row.priceMinor ?? 0, currency: row.currency },
    propertyType: row.propertyType ?? '',
    listingType: row.listingType,
    beds: row.beds ?? 0,
    baths: row.baths ?? 0,
    sizeSqft: row.sizeSqft,
    address: {
      street: row.street ?? '',
      apt: row.apt,
      city: row.city ?? '',
      state: row.state ?? '',
      zip: row.zip ?? '',
      country: row.country,
    },
    location: { type: 'Point', coordinates: [row.longitude ?? 0, row.latitude ?? 0] },
    photo: cover ? coverPhoto(cover) : null,
    publishedAt: iso(row.publishedAt),
  };
}

/** A listing in its owner's lists: whatever the draft has so far, and its state. */
export function toListingSummary(row: ListingRow): TListingSummary {
  const cover = row.photos[0];
  return {
    _id: row.id,
    title: row.title,
    price: row.priceMinor === null ? null : { amount: row.priceMinor, currency: row.currency },
    propertyType: row.propertyType,
    listingType: row.listingType,
    beds: row.beds,
    baths: row.baths,
    sizeSqft: row.sizeSqft,
    address: { street: row.street, apt: row.apt, city: row.city, state: row.state, zip: row.zip, country: row.country },
    location: row.latitude !== null && row.longitude !== null ? { type: 'Point', coordinates: [row.longitude, row.latitude] } : null,
    photo: cover ? coverPhoto(cover) : null,
    publishedAt: iso(row.publishedAt),
    status: row.status as TListingSummary['status'],
    complete: row.complete,
    hidden: row.hidden,
    community: row.communityId,
    expiresAt: iso(row.expiresAt),
    expiringSoon: expiringSoon(row),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** Price per square foot, in the listing's currency, when both are known. */
function pricePerSqft(row: ListingRow) {
  return row.priceMinor && row.sizeSqft ? { amount: Math.round(row.priceMinor / row.sizeSqft), currency: row.currency } : null;
}

/** The listing as its owner edits it. */
export function toOwnerListing(
  row: ListingRow,
  extras: { media: Map<string, TMedia>; steps: TStepResults; blockers: TListing['publicationBlockers'] },
): TListing {
  const draft = draftOf(row);
  const mediaOf = (id: string | null | undefined) => (id ? extras.media.get(id) : undefined);
  return {
    _id: row.id,
    listingKey: row.listingKey,
    user: row.ownerId,
    community: row.communityId,
    status: row.status as TListing['status'],
    complete: row.complete,
    hidden: row.hidden,
    draft,
    photos: (draft.photos ?? []).flatMap((photo) => {
      const media = mediaOf(photo.mediaId);
      return media ? [{ media, caption: photo.caption ?? null }] : [];
    }),
    video: mediaOf(draft.videoId) ?? null,
    documents: (draft.documents ?? []).flatMap((doc) => {
      const media = mediaOf(doc.mediaId);
      return media ? [{ media, title: doc.title ?? null }] : [];
    }),
    pricePerSqft: pricePerSqft(row),
    steps: extras.steps,
    plan: { termMonths: row.termMonths, publishedAt: iso(row.publishedAt), expiresAt: iso(row.expiresAt), expiringSoon: expiringSoon(row) },
    publicationBlockers: extras.blockers,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

const money = (amount: number | null | undefined, currency: string) =>
  amount === null || amount === undefined ? null : { amount, currency };

/** The photo list visitors get, renditions included. */
export function publicPhotos(photos: ListingPhoto[]) {
  return photos.map((photo) => ({
    url: photo.url,
    thumbUrl: photo.thumbUrl ?? null,
    cardUrl: photo.cardUrl ?? null,
    caption: photo.caption ?? null,
    virtuallyStaged: photo.virtuallyStaged === true,
  }));
}

type Viewer = TPublicListing['viewer'] & { signedIn: boolean };
type FeatureLists = Pick<TListingDraft, 'roomTypes' | 'features' | 'appliances' | 'flooring' | 'parking' | 'cooling' | 'heating'>;

/** The feature lists of a listing or community draft, empty where none were chosen. */
export function publicFeatures(d: FeatureLists) {
  return {
    roomTypes: d.roomTypes ?? [],
    features: d.features ?? [],
    appliances: d.appliances ?? [],
    flooring: d.flooring ?? [],
    parking: d.parking ?? [],
    cooling: d.cooling ?? [],
    heating: d.heating ?? [],
  };
}

/** The terms of a listing or community draft as visitors see them. */
export function publicTerms(d: Pick<TListingDraft, 'nonNegotiable' | 'negotiable' | 'finderFeePercent'>): TPublicListing['terms'] {
  return {
    nonNegotiable: (d.nonNegotiable ?? []).map((t) => ({
      item: t.item,
      payer: t.payer ?? 'seller',
      percent: t.percent ?? null,
      note: t.note ?? null,
    })),
    negotiable: (d.negotiable ?? []).map((t) => ({ label: t.label, payer: t.payer ?? 'seller' })),
    finderFeePercent: d.finderFeePercent ?? null,
  };
}

/**
 * What anyone may see of a listing. Never the minimum selling price or private documents;
 * listing contacts' phone and email only for signed-in people.
 */
export function toPublicListing(
  row: ListingRow,
  extras: { video: TMedia | null; community: TPublicListing['community']; viewer: Viewer },
): TPublicListing {
  const d: TListingDraft = draftOf(row);
  const { signedIn, ...viewer } = extras.viewer;
  return {
    _id: row.id,
    user: row.ownerId,
    community: extras.community,
    status: row.status as TPublicListing['status'],
    listingType: row.listingType,
    listingKind: row.listingKind,
    sellerRole: row.sellerRole,
    title: row.title ?? '',
    description: row.description,
    price: { amount: row.priceMinor ?? 0, currency: row.currency },
    pricePerSqft: pricePerSqft(row),
    hoaFees: money(row.hoaMinor, row.currency),
    propertyType: row.propertyType ?? '',
    beds: row.beds,
    baths: row.baths,
    sizeSqft: row.sizeSqft,
    lotSizeSqft: row.lotSizeSqft,
    yearBuilt: row.yearBuilt,
    mlsNumber: d.mlsNumber || null,
    construction: d.construction ?? null,
    style: d.style ?? null,
    occupancy: d.occupancy ?? null,
    monthlyRentIncome: money(d.monthlyRentIncome, row.currency),
    leaseLength: d.leaseLength ?? null,
    address: {
      country: row.country,
      street: row.street ?? '',
      apt: row.apt,
      city: row.city ?? '',
      state: row.state ?? '',
      zip: row.zip ?? '',
    },
    placeNames: localPlaceNames(row),
    location: { type: 'Point', coordinates: [row.longitude ?? 0, row.latitude ?? 0] },
    ...publicFeatures(d),
    photos: publicPhotos(row.photos),
    translations: publicTranslations(row.translations),
    video: extras.video,
    vrLink: d.vrLink || null,
    view360Link: d.view360Link || null,
    terms: publicTerms(d),
    feesAndTaxes: (d.feesAndTaxes ?? []).flatMap((f) =>
      f.amount && f.term ? [{ item: f.item, amount: { amount: f.amount, currency: row.currency }, term: f.term }] : [],
    ),
    contacts: (d.contacts ?? []).map((c) => ({
      kind: c.kind,
      companyName: c.companyName ?? '',
      officerName: c.officerName ?? '',
      phone: signedIn ? (c.phone ?? null) : null,
      email: signedIn ? (c.email ?? null) : null,
    })),
    publishedAt: iso(row.publishedAt),
    expiresAt: iso(row.expiresAt),
    viewer,
  };
}

/** A listing_events row as its owner's history shows it (the response schema checks the codes). */
export function toListingEvent(row: typeof listingEvents.$inferSelect): TListingEvent {
  const termMonths = row.data?.termMonths;
  return {
    action: row.action as TListingEvent['action'],
    by: row.actorRelation as TListingEvent['by'],
    from: row.fromStatus as TListingEvent['from'],
    to: row.toStatus as TListingEvent['to'],
    reason: row.reason,
    termMonths: typeof termMonths === 'number' ? termMonths : null,
    at: row.at.toISOString(),
  };
}
