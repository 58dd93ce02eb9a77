import type { TOrderAddress, TOrderLine, TPlaceOrder } from '@app/shared/orders/orders.schema';
import type { TAppraisalTypeId } from '@app/shared/reference/orders';
import { SERVICE_PROFESSIONS, type TPropertySizeRangeId } from '@app/shared/services/service-terms';
import type { DbOrTx } from '../../db/client';
import { AppError } from '../../platform/http/app-error';
import { hasActiveMembership, servesPostalCode } from '../memberships/index';
import { verifiedProfessionsOf } from '../professionals/index';
import { findAppraisalService, findInspectionServices, findListingPlace, findMediaServices } from './orders.repo';

/** An order as priced from the provider's services, ready to be paid and placed. */
export type PricedOrder = {
  kind: TPlaceOrder['kind'];
  providerAccountId: string;
  listingId: string | null;
  address: TOrderAddress;
  appraisalType: TAppraisalTypeId | null;
  sizeRange: TPropertySizeRangeId | null;
  lines: TOrderLine[];
  price: number;
  currency: string;
};

const APPRAISAL_COLUMNS = {
  desktop: { price: 'desktopPrice', leadTime: 'desktopLeadTime' },
  'drive-by': { price: 'driveByPrice', leadTime: 'driveByLeadTime' },
  full: { price: 'fullPrice', leadTime: 'fullLeadTime' },
} as const;

/** Where the order's property is: the listing's address, or the one given. */
async function placeOf(db: DbOrTx, order: TPlaceOrder): Promise<{ listingId: string | null; address: TOrderAddress }> {
  if ('address' in order) return { listingId: null, address: order.address };
  const listing = await findListingPlace(db, order.listingId);
  if (!listing) throw new AppError('NOT_FOUND');
  if (!listing.zip) throw new AppError('ZIP_NOT_FOUND');
  return {
    listingId: listing.id,
    address: {
      street: listing.street ?? '',
      city: listing.city ?? '',
      state: listing.state ?? '',
      postalCode: listing.zip,
      country: listing.country,
    },
  };
}

type Priced = { serviceName: string; price: number; days: number; currency: string };

async function linesOf(db: DbOrTx, providerId: string, order: TPlaceOrder): Promise<Priced[]> {
  switch (order.kind) {
    case 'appraisal': {
      const service = await findAppraisalService(db, providerId, order.sizeRange);
      const columns = APPRAISAL_COLUMNS[order.appraisalType];
      const price = service?.[columns.price];
      const days = service?.[columns.leadTime];
      if (!service || price === null || price === undefined || days === null || days === undefined)
        throw new AppError('NO_MATCHING_OPTIONS');
      return [{ serviceName: order.appraisalType, price, days, currency: service.currency }];
    }
    case 'inspection': {
      const rows = await findInspectionServices(db, providerId, order.items);
      if (rows.length !== new Set(order.items).size) throw new AppError('NO_MATCHING_OPTIONS');
      return rows.map((row) => ({ serviceName: row.item, price: row.price, days: row.leadTime, currency: row.currency }));
    }
    case 'media': {
      const rows = await findMediaServices(db, providerId, order.services);
      if (rows.length !== new Set(order.services).size) throw new AppError('NO_MATCHING_OPTIONS');
      return rows.map((row) => ({ serviceName: row.service, price: row.price, days: row.timeFrame, currency: row.currency }));
    }
  }
}

/**
 * Prices an order from the provider's own services (spec sections 2 and 5): the provider must be
 * verified in the kind's profession, a running member, and serve the property's postal code
 * ('Outside of service area'); a customer never orders from themselves.
 */
export async function priceOrder(db: DbOrTx, customerId: string, order: TPlaceOrder): Promise<PricedOrder> {
  const providerId = order.professionalId;
  if (providerId === customerId) throw new AppError('ACTION_NOT_AVAILABLE');
  const professions = await verifiedProfessionsOf(db, providerId);
  if (!professions.includes(SERVICE_PROFESSIONS[order.kind]) || !(await hasActiveMembership(db, providerId)))
    throw new AppError('NOT_FOUND');
  const place = await placeOf(db, order);
  if (!(await servesPostalCode(db, providerId, place.address.country, place.address.postalCode)))
    throw new AppError('OUTSIDE_SERVICE_AREA');
  const priced = await linesOf(db, providerId, order);
  const currency = priced[0]?.currency;
  // One payment in one currency: a provider prices their services in one (the services editor's default).
  if (!currency || priced.some((line) => line.currency !== currency)) throw new AppError('NO_MATCHING_OPTIONS');
  return {
    kind: order.kind,
    providerAccountId: providerId,
    ...place,
    appraisalType: order.kind === 'appraisal' ? order.appraisalType : null,
    sizeRange: order.kind === 'appraisal' ? order.sizeRange : null,
    lines: priced.map((line) => ({
      serviceName: line.serviceName,
      price: { amount: line.price, currency },
      days: line.days,
      status: 'accepted' as const,
    })),
    price: priced.reduce((sum, line) => sum + line.price, 0),
    currency,
  };
}
