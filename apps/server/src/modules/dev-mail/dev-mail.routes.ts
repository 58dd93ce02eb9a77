import { z } from 'zod';
import type { FastifyRequest } from 'fastify';
import type { AppModule } from '../../app-deps';
import type { AppConfig } from '../../config';
import { AppError } from '../../platform/http/app-error';
import { routes } from '../../platform/http/route';
import { findDevMail, listDevMail, type DevMailRow } from '../../platform/mail/dev-mailbox.repo';
import { mailDetailPage, mailListPage, mailNotFoundPage } from './dev-mail.pages';

const NEWEST = 100;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

// A developer tool's contract (end-to-end tests read it), so it lives here and not in packages/shared.
const ZDevMailQuery = z.object({ to: z.string().trim().max(320).optional() });
const ZDevMail = z.object({
  _id: z.string(),
  to: z.string(),
  subject: z.string(),
  text: z.string(),
  html: z.string(),
  template: z.string().nullable(),
  locale: z.string().nullable(),
  createdAt: z.string(),
});

const toView = (row: DevMailRow): z.infer<typeof ZDevMail> => ({
  _id: row.id,
  to: row.to,
  subject: row.subject,
  text: row.text,
  html: row.html,
  template: row.template,
  locale: row.locale,
  createdAt: row.createdAt.toISOString(),
});

const LOCAL_HOSTS = new Set(['localhost', '127.0.0.1', '[::1]']);

/** The mailbox holds every recovery password and verification link: only a mail-less development setup has one. */
export function servesDevMailbox(config: AppConfig) {
  return config.env !== 'production' && !config.smtpUrl;
}

/**
 * The request came from this machine and was addressed to it: a loopback peer (the socket's own
 * address, never X-Forwarded-For) and a Host of localhost, 127.0.0.1 or [::1] (a reverse proxy
 * on this machine forwards the public name, so it does not pass).
 */
export function isLocalRequest(request: FastifyRequest) {
  const peer = request.raw.socket.remoteAddress ?? '';
  const loopback = peer === '::1' || /^(::ffff:)?127\./.test(peer);
  let host = '';
  try {
    host = new URL(`http://${request.headers.host ?? ''}`).hostname;
  } catch {
    return false;
  }
  return loopback && LOCAL_HOSTS.has(host);
}

/**
 * The dev mailbox, for people and end-to-end tests: /dev/mail (pages) and /api/v1/dev/mail
 * (JSON). It exists only outside production with no SMTP_URL, and answers only requests made on
 * this machine to localhost; to anything else its paths are the app's 404.
 */
export const devMailRoutes: AppModule = async (app, { config, database }) => {
  if (!servesDevMailbox(config)) return;
  const { db } = database;
  app.addHook('onRequest', async (request) => {
    if (!isLocalRequest(request)) throw new AppError('NOT_FOUND');
  });

  routes(app)({
    method: 'GET',
    url: '/api/v1/dev/mail',
    auth: 'visitor',
    hide: true,
    querystring: ZDevMailQuery,
    data: z.array(ZDevMail),
    handler: async (request) => (await listDevMail(db, { to: request.query.to, limit: NEWEST })).map(toView),
  });

  app.get('/dev/mail', { schema: { hide: true, querystring: ZDevMailQuery } }, async (request, reply) => {
    const to = request.query.to || undefined;
    const rows = await listDevMail(db, { to, limit: NEWEST });
    return reply.header('cache-control', 'no-store').type('text/html; charset=utf-8').send(mailListPage(rows, to));
  });

  app.get('/dev/mail/:id', { schema: { hide: true, params: z.object({ id: z.string() }) } }, async (request, reply) => {
    const row = UUID.test(request.params.id) ? await findDevMail(db, request.params.id) : undefined;
    reply.header('cache-control', 'no-store').type('text/html; charset=utf-8');
    return row ? reply.send(mailDetailPage(row)) : reply.code(404).send(mailNotFoundPage());
  });
};
