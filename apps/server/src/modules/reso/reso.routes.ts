import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import type { AppDeps, AppModule, ZodScope } from '../../app-deps';
import { ODataError } from './odata-error';
import { isValidToken } from './reso-partners.service';
import { resoPartnerRoutes } from './reso-partners.routes';
import { resoTokenRoutes } from './reso-token.routes';
import { answerOData, RESO_ODATA_PATH } from './reso.service';

/** Sends an OData error body (`{ error: { code, message } }`). */
export function sendODataError(reply: FastifyReply, error: ODataError) {
  return reply
    .code(error.status)
    .header('odata-version', '4.0')
    .type('application/json; charset=utf-8')
    .send({ error: { code: error.code, message: error.message } });
}

/** Every failure in this scope as an OData error: ours as thrown, a framework 4xx as a bad request, anything else a logged 500. */
function odataErrors(error: FastifyError, request: FastifyRequest, reply: FastifyReply) {
  if (error instanceof ODataError) return sendODataError(reply, error);
  if (error.statusCode && error.statusCode >= 400 && error.statusCode < 500) {
    return sendODataError(reply, new ODataError(400, 'BadRequest', 'The request could not be read.'));
  }
  request.log.error({ err: error }, 'RESO feed request failed');
  return sendODataError(reply, new ODataError(500, 'InternalError', 'An error has occured'));
}

/** A partner's bearer token (`Authorization: Bearer …`), or a 401 OData error saying what is missing. */
async function requireToken(deps: AppDeps, request: FastifyRequest, reply: FastifyReply) {
  const header = request.headers.authorization;
  const token = header?.match(/^Bearer\s+(\S+)$/i)?.[1];
  if (token && (await isValidToken(deps, token))) return;
  reply.header('www-authenticate', token ? 'Bearer realm="reso", error="invalid_token"' : 'Bearer realm="reso"');
  throw new ODataError(
    401,
    'Unauthorized',
    token
      ? 'The bearer token is not valid or has expired.'
      : 'A bearer token is required: POST /api/reso/token with your client credentials.',
  );
}

/** The feed itself: every answer needs a partner's token, and every failure is an OData error. */
async function odataRoutes(app: ZodScope, deps: AppDeps) {
  app.setErrorHandler(odataErrors);
  app.addHook('onRequest', (request, reply) => requireToken(deps, request, reply));
  const feed = async (request: FastifyRequest, reply: FastifyReply) => {
    // The raw URL: the parser reads the path and options as the client encoded them.
    const raw = request.url.slice(RESO_ODATA_PATH.length - 1).replace(/^\//, '');
    const at = raw.indexOf('?');
    const path = (at === -1 ? raw : raw.slice(0, at)).replace(/\/$/, '');
    const answer = await answerOData(deps, path, at === -1 ? '' : raw.slice(at + 1));
    reply.header('odata-version', '4.0');
    if (answer.type === 'xml') return reply.type('application/xml; charset=utf-8').send(answer.body);
    if (answer.type === 'text') return reply.type('text/plain; charset=utf-8').send(answer.body);
    return reply.type('application/json; odata.metadata=minimal; charset=utf-8').send(answer.body);
  };
  // The service document's address with and without its slash (the router ignores trailing ones), then everything under it.
  app.get(RESO_ODATA_PATH.slice(0, -1), { schema: { hide: true } }, feed);
  app.get(`${RESO_ODATA_PATH}*`, { schema: { hide: true } }, feed);
}

/**
 * The RESO Web API (decision 075): a read-only OData 4 feed of our public listings at
 * /api/reso/odata/ (its CSDL at $metadata) for partners holding a bearer token from
 * /api/reso/token, and the admin console's partner clients. The feed and the token endpoint are
 * not in the OpenAPI document: `$metadata` and RFC 6749 describe them.
 */
export const resoRoutes: AppModule = async (app, deps) => {
  await app.register(async (scope) => odataRoutes(scope, deps));
  await app.register(async (scope) => resoTokenRoutes(scope, deps));
  resoPartnerRoutes(app, deps);
};
