import type { FastifyRequest } from 'fastify';

const REDACTED = '[REDACTED]';
/** Path segments that are secrets: the token after these. */
const SECRET_PATH = /\/(verification|verify)\/[^/?#]+/gi;
/** Query parameters that are secrets: mail-link tokens, media URL signatures, OAuth codes and state. */
const SECRET_PARAMS = new Set([
  'token',
  'signature',
  'sig',
  'code',
  'state',
  'password',
  'x-amz-signature',
  'x-amz-credential',
  'x-amz-security-token',
]);

/** A request URL fit for the logs: verification tokens, signatures and OAuth codes replaced by [REDACTED]. */
export function redactUrl(url: string): string {
  const at = url.indexOf('?');
  const path = (at < 0 ? url : url.slice(0, at)).replace(SECRET_PATH, (_match, name: string) => `/${name}/${REDACTED}`);
  if (at < 0) return path;
  const query = url
    .slice(at + 1)
    .split('&')
    .map((pair) => {
      const name = pair.split('=', 1)[0] ?? '';
      let decoded = name;
      try {
        decoded = decodeURIComponent(name);
      } catch {
        // A malformed name is logged as it came; it names no secret we know.
      }
      return SECRET_PARAMS.has(decoded.toLowerCase()) ? `${name}=${REDACTED}` : pair;
    })
    .join('&');
  return `${path}?${query}`;
}

/** Fastify's request log serializer, with the URL redacted. */
export function serializeRequest(request: FastifyRequest) {
  return {
    method: request.method,
    url: redactUrl(request.url),
    host: request.host,
    remoteAddress: request.ip,
    remotePort: request.socket?.remotePort,
  };
}
