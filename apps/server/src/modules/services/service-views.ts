import { INSPECTION_ITEM_IDS, MEDIA_SERVICE_IDS } from '@app/shared/reference/orders';
import { PROPERTY_SIZE_RANGE_IDS } from '@app/shared/services/service-terms';
import type { TAppraisalService, TAppraisalTypeOffer } from '@app/shared/services/appraisal-services.schema';
import type { TInspectionService } from '@app/shared/services/inspection-services.schema';
import type { TMediaService } from '@app/shared/services/media-services.schema';
import type { AppraisalServiceRow, InspectionServiceRow, MediaServiceRow } from './services.repo';

const terms = (price: number | null, leadTime: number | null, currency: string): TAppraisalTypeOffer | null =>
  price === null || leadTime === null ? null : { price: { amount: price, currency }, leadTime };

/** An appraisal service as the API shows it. */
export function toAppraisalService(row: AppraisalServiceRow): TAppraisalService {
  return {
    _id: row.id,
    professionalId: row.accountId,
    sizeRange: row.sizeRange,
    currency: row.currency,
    types: {
      desktop: terms(row.desktopPrice, row.desktopLeadTime, row.currency),
      'drive-by': terms(row.driveByPrice, row.driveByLeadTime, row.currency),
      full: terms(row.fullPrice, row.fullLeadTime, row.currency),
    },
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** An inspection service as the API shows it. */
export function toInspectionService(row: InspectionServiceRow): TInspectionService {
  return {
    _id: row.id,
    professionalId: row.accountId,
    item: row.item,
    price: { amount: row.price, currency: row.currency },
    leadTime: row.leadTime,
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** A media service as the API shows it. */
export function toMediaService(row: MediaServiceRow): TMediaService {
  return {
    _id: row.id,
    professionalId: row.accountId,
    service: row.service,
    price: { amount: row.price, currency: row.currency },
    timeFrame: row.timeFrame,
    description: row.description,
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** Services in the catalogue's order: size ranges small to large, items and media services as the spec lists them. */
export function inCatalogueOrder<T>(rows: readonly T[], keyOf: (row: T) => string, order: readonly string[]): T[] {
  return [...rows].sort((a, b) => order.indexOf(keyOf(a)) - order.indexOf(keyOf(b)));
}

/** Views of a provider's rows of each kind, in catalogue order. */
export const serviceViews = {
  appraisal: (rows: readonly AppraisalServiceRow[]) =>
    inCatalogueOrder(rows, (row) => row.sizeRange, PROPERTY_SIZE_RANGE_IDS).map(toAppraisalService),
  inspection: (rows: readonly InspectionServiceRow[]) =>
    inCatalogueOrder(rows, (row) => row.item, INSPECTION_ITEM_IDS).map(toInspectionService),
  media: (rows: readonly MediaServiceRow[]) => inCatalogueOrder(rows, (row) => row.service, MEDIA_SERVICE_IDS).map(toMediaService),
};
