import { COUNTRY_HEADER, ZAccount } from '@app/shared/accounts/account.schema';
import { ZUpdateAccountRequest } from '@app/shared/accounts/account-update.schema';
import { ZDeleteAccountRequest, ZDone } from '@app/shared/accounts/auth.schema';
import { ZOk } from '@app/shared/http/envelope';
import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { AppModule } from '../../app-deps';
import { before, requireAdmin, requireSignedIn } from '../../platform/auth-session/policy';
import { clearSessionCookie, secureCookies } from '../../platform/auth-session/session-cookie';
import { deleteOwnAccount, getOwnAccount, setAdmin, updateOwnAccount } from './accounts.service';
import { accountDeleted } from './mail/account-deleted.template';

const tags = ['account'];
const CDN_COUNTRY_HEADERS = ['cf-ipcountry', 'cloudfront-viewer-country', 'x-vercel-ip-country', 'x-country-code'];

/** The visitor's country: what the CDN in front of us says, else the account's preference, else us. */
function countryOf(request: FastifyRequest, accountCountry?: string): string {
  for (const name of CDN_COUNTRY_HEADERS) {
    const value = request.headers[name];
    if (typeof value === 'string' && /^[A-Za-z]{2}$/.test(value) && value.toUpperCase() !== 'XX') return value.toLowerCase();
  }
  return accountCountry ?? 'us';
}

/** The signed-in account (spec: GET/PUT account), deletion, admin grants. */
export const accountsRoutes: AppModule = async (app, deps) => {
  deps.mail.register(accountDeleted);
  app.get(
    '/api/v1/account',
    { schema: { tags, summary: 'The signed-in account', response: { 200: ZOk(ZAccount) } } },
    async (request, reply) => {
      reply.header(COUNTRY_HEADER, countryOf(request));
      const account = await getOwnAccount(deps, requireSignedIn(request.actor, { allowRecovery: true }));
      reply.header(COUNTRY_HEADER, countryOf(request, account.profile.country));
      return { success: true as const, data: account };
    },
  );

  app.put(
    '/api/v1/account',
    {
      preValidation: before(requireSignedIn),
      schema: { tags, summary: 'Update the profile and saved/hidden lists', body: ZUpdateAccountRequest, response: { 200: ZOk(ZAccount) } },
    },
    async (request) => ({
      success: true as const,
      data: await updateOwnAccount(deps, requireSignedIn(request.actor), request.body),
    }),
  );

  app.delete(
    '/api/v1/account',
    {
      preValidation: before(requireSignedIn),
      schema: { tags, summary: 'Delete the account and its data', body: ZDeleteAccountRequest, response: { 200: ZOk(ZDone) } },
    },
    async (request, reply) => {
      await deleteOwnAccount(deps, requireSignedIn(request.actor), request.body);
      clearSessionCookie(reply, secureCookies(deps));
      return { success: true as const, data: { done: true as const } };
    },
  );

  app.put(
    '/api/v1/accounts/:id/roles',
    {
      preValidation: before(requireAdmin),
      schema: {
        tags,
        summary: 'Grant or remove the admin role (admins only)',
        params: z.object({ id: z.uuid() }),
        body: z.object({ admin: z.boolean() }),
        response: { 200: ZOk(z.object({ _id: z.uuid(), admin: z.boolean() })) },
      },
    },
    async (request) => {
      requireAdmin(request.actor);
      return { success: true as const, data: await setAdmin(deps, request.params.id, request.body.admin) };
    },
  );
};
