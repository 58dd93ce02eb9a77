import { accountDeleted } from './account-deleted.template';
import { listingExpired } from './listing-expired.template';
import { listingExpiring } from './listing-expiring.template';
import { listingInquiry } from './listing-inquiry.template';
import type { MailValue } from './mail-template';
import { newsletterConfirm } from './newsletter-confirm.template';
import { passwordChanged } from './password-changed.template';
import { recoveryPassword } from './recovery-password.template';
import { savedSearchAlerts } from './saved-search-alerts.template';
import { verifyEmail } from './verify-email.template';
import { welcome } from './welcome.template';

/** Every mail the product sends, by name. A new mail: one `*.template.ts` file and one line here. */
export const MAIL_TEMPLATES = {
  'verify-email': verifyEmail,
  'recovery-password': recoveryPassword,
  'password-changed': passwordChanged,
  'account-deleted': accountDeleted,
  welcome,
  'listing-inquiry': listingInquiry,
  'listing-expiring': listingExpiring,
  'listing-expired': listingExpired,
  'saved-search-alerts': savedSearchAlerts,
  'newsletter-confirm': newsletterConfirm,
} as const;

/** 'verify-email', 'recovery-password', … */
export type MailTemplateName = keyof typeof MAIL_TEMPLATES;

/** The data a template needs: exactly its fields. */
export type MailData<T extends MailTemplateName> = Record<(typeof MAIL_TEMPLATES)[T]['fields'][number], MailValue>;

/** Whether a string names a template (payloads from the outbox are checked with it). */
export function isMailTemplateName(value: string): value is MailTemplateName {
  return Object.hasOwn(MAIL_TEMPLATES, value);
}
