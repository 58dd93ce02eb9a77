import http from 'node:http';
import type { Socket } from 'node:net';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import type { ErrorCode } from '@app/shared/errors/error-codes';
import type { TErrorEnvelope } from '@app/shared/http/envelope';
import { AppError } from './app-error';

/** Fastify's own client errors, mapped onto our catalogue. */
const FASTIFY_CODES: Record<string, ErrorCode> = {
  FST_ERR_CTP_BODY_TOO_LARGE: 'PAYLOAD_TOO_LARGE',
  FST_ERR_CTP_INVALID_JSON_BODY: 'INVALID_INPUT',
  FST_ERR_CTP_EMPTY_JSON_BODY: 'INVALID_INPUT',
  FST_ERR_CTP_INVALID_MEDIA_TYPE: 'UNSUPPORTED_MEDIA_TYPE',
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: 'INVALID_INPUT',
  FST_ERR_VALIDATION: 'INVALID_INPUTS',
  // Raised by the router before any route runs (see frameworkErrors below).
  FST_ERR_BAD_URL: 'INVALID_INPUT',
  FST_ERR_MAX_PARAM_LENGTH: 'URL_TOO_LONG',
  FST_ERR_ASYNC_CONSTRAINT: 'AN_ERROR_HAS_OCCURED',
};

function envelope(error: AppError): TErrorEnvelope {
  const body: TErrorEnvelope = { success: false, message: error.message, code: error.code };
  if (error.fields) body.fields = error.fields;
  return body;
}

function send(reply: FastifyReply, error: AppError) {
  const body = envelope(error);
  if (error.retryAfterSeconds) reply.header('retry-after', String(error.retryAfterSeconds));
  return reply.code(error.status).type('application/json; charset=utf-8').send(body);
}

/** Field path -> first message, from a zod validation failure of a request part. */
function validationFields(error: FastifyError): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const issue of error.validation ?? []) {
    const key = issue.instancePath.replace(/^\//, '').replaceAll('/', '.') || '_';
    fields[key] ??= issue.message ?? '';
  }
  return fields;
}

/**
 * One place formats every failure as `{ success: false, message, code, fields? }`.
 * Unexpected errors are logged with the request id and answered with the spec's default for a
 * failed call, 'An error has occured' ('Something went wrong...' is the page-level generic of the
 * web app); no stack trace ever reaches the client.
 */
export function registerErrorHandling(app: FastifyInstance) {
  app.setErrorHandler((error: FastifyError, request: FastifyRequest, reply: FastifyReply) => {
    if (error instanceof AppError) {
      if (error.status >= 500) request.log.error({ err: error }, 'request failed');
      return send(reply, error);
    }
    if (hasZodFastifySchemaValidationErrors(error) || error.validation) {
      return send(reply, new AppError('INVALID_INPUTS', { fields: validationFields(error) }));
    }
    const mapped = error.code ? FASTIFY_CODES[error.code] : undefined;
    if (mapped) return send(reply, new AppError(mapped));
    if (error.statusCode === 429) return send(reply, new AppError('RATE_LIMITED'));
    if (error.statusCode && error.statusCode >= 400 && error.statusCode < 500) {
      return send(reply, new AppError(error.statusCode === 404 ? 'NOT_FOUND' : 'INVALID_INPUT'));
    }
    request.log.error({ err: error }, 'unexpected error');
    return send(reply, new AppError('AN_ERROR_HAS_OCCURED'));
  });
}

/**
 * Fastify's `frameworkErrors` option: router failures (a malformed URL, a path parameter over
 * maxParamLength) that Fastify would otherwise answer itself, quoting the URL back.
 */
export function frameworkErrors(error: FastifyError, _request: FastifyRequest, reply: FastifyReply) {
  return send(reply, new AppError(FASTIFY_CODES[error.code] ?? 'INVALID_INPUT'));
}

/**
 * Fastify's `clientErrorHandler` option: failures of the HTTP parser itself (headers over the
 * size limit, a timeout, garbage), answered on the raw socket in our envelope.
 */
export function clientErrorHandler(error: NodeJS.ErrnoException, socket: Socket) {
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  const appError = new AppError(
    error.code === 'HPE_HEADER_OVERFLOW'
      ? 'HEADERS_TOO_LARGE'
      : error.code === 'ERR_HTTP_REQUEST_TIMEOUT'
        ? 'REQUEST_TIMEOUT'
        : 'INVALID_INPUT',
  );
  const body = JSON.stringify(envelope(appError));
  if (socket.writable) {
    socket.write(
      `HTTP/1.1 ${appError.status} ${http.STATUS_CODES[appError.status]}\r\n` +
        `Content-Length: ${Buffer.byteLength(body)}\r\nContent-Type: application/json; charset=utf-8\r\nConnection: close\r\n\r\n${body}`,
    );
  }
  socket.destroy(error);
}

/** Unknown /api paths answer with the JSON 404 envelope. */
export function sendApiNotFound(reply: FastifyReply) {
  return send(reply, new AppError('NOT_FOUND'));
}
