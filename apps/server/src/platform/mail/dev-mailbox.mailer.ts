import type { FastifyBaseLogger } from 'fastify';
import type { DbOrTx } from '../../db/client';
import { insertDevMail } from './dev-mailbox.repo';
import type { Mailer } from './mailer';

/**
 * The embedded mailer: every mail is stored in `dev_mailbox` (readable at /dev/mail) and
 * announced by one log line, so a laptop demo needs no mail server.
 */
export function createDevMailboxMailer(db: DbOrTx, options: { log?: FastifyBaseLogger | undefined; readAt: string }): Mailer {
  return {
    kind: 'dev-mailbox',
    async send(mail) {
      await insertDevMail(db, mail);
      options.log?.info({ to: mail.to, subject: mail.subject }, `mail stored in the dev mailbox; read it at ${options.readAt}`);
    },
  };
}
