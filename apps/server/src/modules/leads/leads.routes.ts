import { ZLeadsPage, ZLeadsQuery } from '@app/shared/leads/leads.schema';
import { MESSAGES } from '@app/shared/messages/messages';
import { z } from 'zod';
import type { AppModule } from '../../app-deps';
import { routes } from '../../platform/http/route';
import { exportLeads, LEADS_CSV_LANGUAGES, listLeads } from './leads.service';

/** Leads (the spec's `leads` base; decision 078): the signed-in owner's own, as pages or a CSV file. */
export const leadsRoutes: AppModule = async (app, deps) => {
  const route = routes(app, { tags: ['leads'] });

  route({
    method: 'GET',
    url: '/api/v1/leads',
    auth: 'signedIn',
    summary: 'Your leads: who contacted you about which listing or your profile, when, and whether you answered',
    querystring: ZLeadsQuery,
    data: ZLeadsPage,
    handler: (request, actor) => listLeads(deps, actor, request.query),
  });
  route({
    method: 'GET',
    url: '/api/v1/leads/export',
    auth: 'signedIn',
    summary: 'Your leads as a CSV file (column names in the given language)',
    querystring: z.object({ lang: z.enum(LEADS_CSV_LANGUAGES, MESSAGES.invalidInput).default('en-us') }),
    handler: async (request, actor, reply) => {
      const csv = await exportLeads(deps, actor, request.query.lang);
      return reply
        .type('text/csv; charset=utf-8')
        .header('content-disposition', 'attachment; filename="leads.csv"')
        .header('cache-control', 'private, no-store')
        .send(csv);
    },
  });
};
