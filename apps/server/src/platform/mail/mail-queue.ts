import { z } from 'zod';
import type { DbOrTx } from '../../db/client';
import { enqueue, type OutboxMessage } from '../outbox/outbox';
import type { OutboxHandler } from '../outbox/outbox-worker';
import type { Mailer } from './mailer';
import type { MailTemplate, MailValue } from './mail-template';
import { isRegisteredMailTemplate, type MailTemplates } from './mail-templates';
import { renderMail, resolveMailLocale } from './render-mail';

/** The outbox topic mail travels on. */
export const MAIL_TOPIC = 'mail';

/** A mail to send: who, in which language, which template (its module's) with exactly its data. */
export type MailJob<F extends string = string> = { to: string; locale: string; template: MailTemplate<F>; data: Record<F, MailValue> };

const ZMailJob = z.object({
  to: z.string().min(3),
  locale: z.string(),
  template: z.string(),
  data: z.record(z.string(), z.union([z.string(), z.number()])),
});

/**
 * Queues a mail in the caller's transaction; it is sent only if that transaction commits.
 * It is rendered once here, so missing data fails the service now, not eight retries later.
 */
export async function enqueueMail<F extends string>(tx: DbOrTx, job: MailJob<F>): Promise<void> {
  const { topic, payload } = mailMessage(job);
  await enqueue(tx, topic, payload);
}

/** A mail as an outbox message, for a state transition's side effects; checked and rendered once here, as enqueueMail does. */
export function mailMessage<F extends string>(job: MailJob<F>): OutboxMessage {
  if (!isRegisteredMailTemplate(job.template.name)) {
    throw new Error(`Unknown mail template "${job.template.name}": its module must register it with deps.mail.register`);
  }
  renderMail(job.template, job.locale, job.data);
  return { topic: MAIL_TOPIC, payload: { to: job.to, locale: job.locale, template: job.template.name, data: job.data } };
}

/** The outbox handler for MAIL_TOPIC: renders the mail in the recipient's language and sends it. */
export function mailHandler(mailer: Mailer, templates: Pick<MailTemplates, 'get'>): OutboxHandler {
  return async (payload) => {
    const job = ZMailJob.parse(payload);
    const template = templates.get(job.template);
    if (!template) throw new Error(`unknown mail template "${job.template}"`);
    const rendered = renderMail(template, job.locale, job.data);
    await mailer.send({ to: job.to, ...rendered, template: template.name, locale: resolveMailLocale(job.locale) });
  };
}
