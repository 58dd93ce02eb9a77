import { COUNTRY_HEADER, ZAccount } from '@app/shared/accounts/account.schema';
import { ZUpdateAccountRequest } from '@app/shared/accounts/account-update.schema';
import { ZDeleteAccountRequest, ZDone } from '@app/shared/accounts/auth.schema';
import type { AppModule } from '../../app-deps';
import { clearSessionCookie, secureCookies } from '../../platform/auth-session/session-cookie';
import { routes } from '../../platform/http/route';
import { countryOf } from '../../platform/http/visitor-country';
import { deleteOwnAccount, getOwnAccount, updateOwnAccount } from './accounts.service';
import { accountDeleted } from './mail/account-deleted.template';

/** The signed-in account (spec: GET/PUT account) and its deletion; admins change roles from the admin console (modules/admin). */
export const accountsRoutes: AppModule = async (app, deps) => {
  deps.mail.register(accountDeleted);
  const route = routes(app, { tags: ['account'] });

  route({
    method: 'GET',
    url: '/api/v1/account',
    auth: 'anySession',
    summary: 'The signed-in account',
    data: ZAccount,
    // Visitors too learn the country prices are shown for, with their 401.
    onRequest: async (request, reply) => {
      reply.header(COUNTRY_HEADER, countryOf(request));
    },
    handler: async (request, actor, reply) => {
      const account = await getOwnAccount(deps, actor);
      reply.header(COUNTRY_HEADER, countryOf(request, account.profile.country));
      return account;
    },
  });
  route({
    method: 'PUT',
    url: '/api/v1/account',
    auth: 'signedIn',
    summary: 'Update the profile and saved/hidden lists',
    body: ZUpdateAccountRequest,
    data: ZAccount,
    handler: (request, actor) => updateOwnAccount(deps, actor, request.body),
  });
  route({
    method: 'DELETE',
    url: '/api/v1/account',
    auth: 'signedIn',
    summary: 'Delete the account and its data',
    body: ZDeleteAccountRequest,
    data: ZDone,
    handler: async (request, actor, reply) => {
      await deleteOwnAccount(deps, actor, request.body);
      clearSessionCookie(reply, secureCookies(deps));
      return { done: true as const };
    },
  });
};
