import { normalizeServiceArea } from '@app/shared/professionals/service-area';
import type { TServiceProvider, ZServiceProvidersQuery } from '@app/shared/services/offered-services.schema';
import type { z } from 'zod';
import type { AppDeps } from '../../app-deps';
import { serviceViews } from './service-views';
import { mayOfferServices } from './services.policy';
import { findOwnServices, findProvidersServing } from './services.repo';

/** How many providers one answer lists at most (a postal code has a handful). */
export const PROVIDERS_LIMIT = 50;

/**
 * GET /professionalServices?kind&country&postalCode (decision 072): who offers a kind of service in
 * a postal code now, with their prices: verified in the kind's profession, a running member, serving
 * the code, with at least one service of the kind. Empty when nobody does (the page says 'Sorry, no
 * matching options').
 */
export async function serviceProviders(deps: AppDeps, query: z.output<typeof ZServiceProvidersQuery>): Promise<TServiceProvider[]> {
  const db = deps.database.db;
  const kind = query.kind;
  const area = normalizeServiceArea(query.country, query.postalCode);
  const candidates = await findProvidersServing(db, kind, area.country, area.postalCode, PROVIDERS_LIMIT);
  const providers = await Promise.all(
    candidates.map(async (candidate): Promise<TServiceProvider | undefined> => {
      if (!(await mayOfferServices(db, candidate.id, kind))) return undefined;
      const id = candidate.id;
      return {
        professionalId: id,
        name: { firstName: candidate.firstName, lastName: candidate.lastName },
        appraisal: kind === 'appraisal' ? serviceViews.appraisal(await findOwnServices(db, 'appraisal', id)) : [],
        inspection: kind === 'inspection' ? serviceViews.inspection(await findOwnServices(db, 'inspection', id)) : [],
        media: kind === 'media' ? serviceViews.media(await findOwnServices(db, 'media', id)) : [],
      };
    }),
  );
  return providers.filter((provider) => provider !== undefined);
}
