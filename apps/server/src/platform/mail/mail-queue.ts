import { z } from 'zod';
import type { DbOrTx } from '../../db/client';
import { enqueue, type OutboxMessage } from '../outbox/outbox';
import type { OutboxHandler } from '../outbox/outbox-worker';
import type { Mailer } from './mailer';
import { renderMail, resolveMailLocale } from './render-mail';
import { isMailTemplateName, type MailData, type MailTemplateName } from './templates/mail-templates';

/** The outbox topic mail travels on. */
export const MAIL_TOPIC = 'mail';

/** A mail to send: who, in which language, which template with which data. */
export type MailJob<T extends MailTemplateName = MailTemplateName> = { to: string; locale: string; template: T; data: MailData<T> };

const ZMailJob = z.object({
  to: z.string().min(3),
  locale: z.string(),
  template: z.string().refine(isMailTemplateName, 'unknown mail template'),
  data: z.record(z.string(), z.union([z.string(), z.number()])),
});

/**
 * Queues a mail in the caller's transaction; it is sent only if that transaction commits.
 * It is rendered once here, so missing data fails the service now, not eight retries later.
 */
export async function enqueueMail<T extends MailTemplateName>(tx: DbOrTx, job: MailJob<T>): Promise<void> {
  const { topic, payload } = mailMessage(job);
  await enqueue(tx, topic, payload);
}

/** A mail as an outbox message, for a state transition's side effects; rendered once here, as enqueueMail does. */
export function mailMessage<T extends MailTemplateName>(job: MailJob<T>): OutboxMessage {
  renderMail(job.template, job.locale, job.data);
  return { topic: MAIL_TOPIC, payload: { to: job.to, locale: job.locale, template: job.template, data: job.data } };
}

/** The outbox handler for MAIL_TOPIC: renders the mail in the recipient's language and sends it. */
export function mailHandler(mailer: Mailer): OutboxHandler {
  return async (payload) => {
    const job = ZMailJob.parse(payload);
    const template = job.template as MailTemplateName;
    const rendered = renderMail(template, job.locale, job.data as MailData<typeof template>);
    await mailer.send({ to: job.to, ...rendered, template, locale: resolveMailLocale(job.locale) });
  };
}
