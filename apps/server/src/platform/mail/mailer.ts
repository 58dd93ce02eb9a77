import type { FastifyBaseLogger } from 'fastify';
import type { AppConfig } from '../../config';
import type { DbOrTx } from '../../db/client';
import { createDevMailboxMailer } from './dev-mailbox.mailer';
import { createSmtpMailer } from './smtp.mailer';

/** One outgoing mail. `template` and `locale` are labels for the dev mailbox and mail headers. */
export type OutgoingMail = {
  to: string;
  subject: string;
  text: string;
  html: string;
  template?: string;
  locale?: string;
};

/** Sends mail; resolves once the mail is accepted (stored, or taken by the SMTP server). */
export type Mailer = {
  readonly kind: 'dev-mailbox' | 'smtp';
  send(mail: OutgoingMail): Promise<void>;
};

/**
 * SMTP when `config.smtpUrl` is set, else the dev mailbox (the `dev_mailbox` table, read at
 * /dev/mail). Pass the app's logger to get the dev mailbox's one-line notice per mail.
 */
export function createMailer(config: AppConfig, db: DbOrTx, log?: FastifyBaseLogger): Mailer {
  if (config.smtpUrl) return createSmtpMailer(config.smtpUrl, config.publicUrl);
  if (config.env === 'production') {
    // Nobody can read the dev mailbox in production (/dev/mail is not served there).
    log?.warn('SMTP_URL is not set: mail is kept in the dev_mailbox table and reaches nobody');
  }
  return createDevMailboxMailer(db, { log, readAt: `${config.publicUrl}/dev/mail` });
}
