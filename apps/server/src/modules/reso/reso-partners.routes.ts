import { ZResoPartner, ZResoPartnerCreate, ZResoPartnerCreated, ZResoPartnerRevoke } from '@app/shared/reso/reso-partners.schema';
import { z } from 'zod';
import type { AppDeps, ZodScope } from '../../app-deps';
import { routes, ZId } from '../../platform/http/route';
import { createPartner, listPartners, revokePartner } from './reso-partners.service';

/** The admin console's RESO partners (decision 075): admins only, every change logged. */
export function resoPartnerRoutes(app: ZodScope, deps: AppDeps) {
  const route = routes(app, { tags: ['admin'] });
  route({
    method: 'GET',
    url: '/api/v1/admin/reso-partners',
    auth: 'admin',
    summary: 'The RESO Web API partners, newest first, revoked ones too; never their secrets (admins)',
    data: z.array(ZResoPartner),
    handler: () => listPartners(deps),
  });
  route({
    method: 'POST',
    url: '/api/v1/admin/reso-partners',
    auth: 'admin',
    summary: 'Create a RESO Web API partner: its client id and secret, the secret shown this once; logged (admins)',
    body: ZResoPartnerCreate,
    data: ZResoPartnerCreated,
    status: 201,
    handler: (request, actor) => createPartner(deps, actor, request.body.name),
  });
  route({
    method: 'POST',
    url: '/api/v1/admin/reso-partners/:id/revoke',
    auth: 'admin',
    summary: 'Revoke a RESO Web API partner, with why: its tokens stop working at once; logged (admins)',
    params: ZId,
    body: ZResoPartnerRevoke,
    data: ZResoPartner,
    handler: (request, actor) => revokePartner(deps, actor, request.params.id, request.body.why),
  });
}
