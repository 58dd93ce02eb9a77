import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import type { AppDeps, ZodScope } from '../../app-deps';
import { issueToken } from './reso-partners.service';

/** Where partners get tokens (OAuth 2.0 client credentials grant, RFC 6749 section 4.4). */
export const RESO_TOKEN_PATH = '/api/reso/token';

type TokenError = 'invalid_request' | 'invalid_client' | 'unsupported_grant_type' | 'server_error';

/** An RFC 6749 (5.2) error answer: `{ error, error_description }`, never cached. */
function oauthError(reply: FastifyReply, status: number, error: TokenError, description: string) {
  if (error === 'invalid_client') reply.header('www-authenticate', 'Basic realm="reso"');
  return reply.code(status).header('cache-control', 'no-store').send({ error, error_description: description });
}

/** The client's id and secret: HTTP Basic (client_secret_basic), else the form's fields (client_secret_post). */
function credentials(request: FastifyRequest, body: Record<string, string>): { id: string; secret: string } | null {
  const header = request.headers.authorization;
  if (header?.startsWith('Basic ')) {
    const decoded = Buffer.from(header.slice(6), 'base64').toString('utf8');
    const colon = decoded.indexOf(':');
    if (colon === -1) return null;
    try {
      return { id: decodeURIComponent(decoded.slice(0, colon)), secret: decodeURIComponent(decoded.slice(colon + 1)) };
    } catch {
      return null;
    }
  }
  return body.client_id && body.client_secret ? { id: body.client_id, secret: body.client_secret } : null;
}

/** POST /api/reso/token: a partner's id and secret for a bearer token that expires (decision 075). */
export async function resoTokenRoutes(app: ZodScope, deps: AppDeps) {
  // Token requests are forms (RFC 6749 4.4.2); JSON is taken too.
  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_request, body, done) => {
    done(null, Object.fromEntries(new URLSearchParams(String(body))));
  });
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error.statusCode && error.statusCode < 500) return oauthError(reply, 400, 'invalid_request', 'The request could not be read.');
    request.log.error({ err: error }, 'RESO token request failed');
    return oauthError(reply, 500, 'server_error', 'An error has occured');
  });
  // Partners' servers call this, not our pages: no same-origin check (there is no cookie to protect).
  app.post(RESO_TOKEN_PATH, { schema: { hide: true }, config: { crossOrigin: true } }, async (request, reply) => {
    const body = request.body && typeof request.body === 'object' ? (request.body as Record<string, string>) : {};
    if (!body.grant_type) return oauthError(reply, 400, 'invalid_request', 'grant_type is required.');
    if (body.grant_type !== 'client_credentials')
      return oauthError(reply, 400, 'unsupported_grant_type', 'Only client_credentials is supported.');
    const client = credentials(request, body);
    if (!client) return oauthError(reply, 401, 'invalid_client', 'The client id and secret are required.');
    const issued = await issueToken(deps, client.id, client.secret);
    if (!issued) return oauthError(reply, 401, 'invalid_client', 'The client id or secret is wrong, or the client was revoked.');
    return reply
      .header('cache-control', 'no-store')
      .header('pragma', 'no-cache')
      .send({ access_token: issued.token, token_type: 'Bearer', expires_in: issued.expiresIn });
  });
}
