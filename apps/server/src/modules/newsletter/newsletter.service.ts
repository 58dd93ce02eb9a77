import { DEFAULT_LOCALE, isSupportedLocale } from '@app/shared/constants/locale';
import type { TSubscribeRequest } from '@app/shared/newsletter/newsletter.schema';
import type { AppDeps } from '../../app-deps';
import type { DbOrTx } from '../../db/client';
import { randomToken, tokenDigest } from '../../platform/auth-session/tokens';
import { AppError } from '../../platform/http/app-error';
import { enqueueMail } from '../../platform/mail/mail-queue';
import { newsletterConfirm } from './mail/newsletter-confirm.template';
import { enforceLimit } from '../../platform/rate-limit/limits';
import { confirmSubscription, deleteSubscription, storePendingSubscription } from './newsletter.repo';

type NewsletterDeps = Pick<AppDeps, 'database' | 'config' | 'rateLimiter' | 'outbox'>;

/**
 * A sign-up (double opt-in): mails a confirmation link in the reader's language; the address
 * counts as subscribed only once the link is opened. A confirmed address gets no mail and the
 * same answer, so the reply never tells who is subscribed. Mails to one address are limited.
 */
export async function subscribe(deps: NewsletterDeps, input: TSubscribeRequest): Promise<void> {
  await enforceLimit(deps.rateLimiter, 'newsletterPerEmail', input.email);
  const token = randomToken();
  const locale = input.locale && isSupportedLocale(input.locale) ? input.locale : DEFAULT_LOCALE;
  await deps.database.db.transaction(async (tx) => {
    if (!(await storePendingSubscription(tx, input.email, locale, tokenDigest(token)))) return;
    await enqueueMail(tx, {
      to: input.email,
      locale,
      template: newsletterConfirm,
      data: { link: `${deps.config.publicUrl}/newsletter/confirm/${token}` },
    });
  });
  deps.outbox.kick();
}

/** The mailed link /newsletter/confirm/{token}: confirms the subscription (opening it again is fine). */
export async function confirmNewsletter(deps: Pick<AppDeps, 'database'>, token: string): Promise<void> {
  if (!(await confirmSubscription(deps.database.db, tokenDigest(token)))) throw new AppError('NEWSLETTER_LINK_INVALID');
}

/** Ends an address's subscription (the account behind it was deleted). */
export async function unsubscribe(db: DbOrTx, email: string): Promise<void> {
  await deleteSubscription(db, email);
}
