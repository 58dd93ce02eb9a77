import { normalizeServiceArea } from '@app/shared/professionals/service-area';
import { SERVICE_KIND_IDS, type TServiceKindId } from '@app/shared/reference/orders';
import type { TOfferedServices, TOfferedServicesQuery } from '@app/shared/services/offered-services.schema';
import type { AppDeps } from '../../app-deps';
import type { DbOrTx } from '../../db/client';
import { AppError } from '../../platform/http/app-error';
import { findServiceAreas, servesPostalCode } from '../memberships/index';
import { serviceViews } from './service-views';
import { mayOfferServices } from './services.policy';
import { findOwnServices } from './services.repo';

/** The kinds of service a professional offers now (verified in the matching profession, with a membership). */
async function offeredKinds(db: DbOrTx, professionalId: string): Promise<Set<TServiceKindId>> {
  const kinds = await Promise.all(
    SERVICE_KIND_IDS.map(async (kind) => ((await mayOfferServices(db, professionalId, kind)) ? kind : undefined)),
  );
  return new Set(kinds.filter((kind) => kind !== undefined));
}

/**
 * GET /professionalServices/{id}: what a professional offers, for the order pages and the profile
 * (spec: services are offered in the provider's postal codes only). With a postal code they do not
 * serve: 'Outside of service area'. Without one: what they offer in the codes they serve (nothing
 * when they serve none). Empty for anyone not verified in the kind's profession with a membership.
 */
export async function offeredServices(deps: AppDeps, professionalId: string, query: TOfferedServicesQuery): Promise<TOfferedServices> {
  const db = deps.database.db;
  const empty: TOfferedServices = { professionalId, appraisal: [], inspection: [], media: [] };
  if (query.postalCode) {
    const area = normalizeServiceArea(query.country ?? 'US', query.postalCode);
    if (!(await servesPostalCode(db, professionalId, area.country, area.postalCode))) throw new AppError('OUTSIDE_SERVICE_AREA');
  } else if ((await findServiceAreas(db, professionalId)).length === 0) {
    return empty;
  }
  const kinds = await offeredKinds(db, professionalId);
  const [appraisal, inspection, media] = await Promise.all([
    kinds.has('appraisal') ? findOwnServices(db, 'appraisal', professionalId) : [],
    kinds.has('inspection') ? findOwnServices(db, 'inspection', professionalId) : [],
    kinds.has('media') ? findOwnServices(db, 'media', professionalId) : [],
  ]);
  return {
    professionalId,
    appraisal: serviceViews.appraisal(appraisal),
    inspection: serviceViews.inspection(inspection),
    media: serviceViews.media(media),
  };
}
