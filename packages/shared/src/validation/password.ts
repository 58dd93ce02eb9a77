import { FIELD_LIMITS } from '../constants/field-limits';
import { MESSAGES, type MessageKey } from '../messages/messages';
import { ifNoEarlierError, maxLengthMessage, requiredText } from './text';

/** The symbols that satisfy the password's special-character rule. */
export const PASSWORD_SYMBOLS = ['$', '@', '!', '%', '*', '?', '&', '-'] as const;

const SYMBOL_PATTERN = /[$@!%*?&-]/;

/** Each password rule, in checklist order, with its checklist message. */
export const PASSWORD_RULES = [
  { id: 'minLength', messageKey: 'passwordMinChars', test: (pw: string) => pw.length >= FIELD_LIMITS.passwordMin },
  { id: 'lowercase', messageKey: 'passwordLowercase', test: (pw: string) => /[a-z]/.test(pw) },
  { id: 'uppercase', messageKey: 'passwordUppercase', test: (pw: string) => /[A-Z]/.test(pw) },
  { id: 'numeric', messageKey: 'passwordNumeric', test: (pw: string) => /\d/.test(pw) },
  { id: 'special', messageKey: 'passwordSpecial', test: (pw: string) => SYMBOL_PATTERN.test(pw) },
] as const satisfies readonly { id: string; messageKey: MessageKey; test: (pw: string) => boolean }[];
export type TPasswordRuleId = (typeof PASSWORD_RULES)[number]['id'];

export type TPasswordChecklistItem = {
  id: TPasswordRuleId;
  messageKey: MessageKey;
  message: string;
  met: boolean;
};

/** The live checklist under the sign-up password: every rule with whether `password` meets it. */
export function passwordChecklist(password: string): TPasswordChecklistItem[] {
  return PASSWORD_RULES.map((rule) => ({
    id: rule.id,
    messageKey: rule.messageKey,
    message: MESSAGES[rule.messageKey],
    met: rule.test(password),
  }));
}

/** Whether a password meets every rule. */
export function isStrongPassword(password: string): boolean {
  return PASSWORD_RULES.every((rule) => rule.test(password));
}

/**
 * A new password: trimmed like the login payload, 'This field is required.' when empty, and the
 * spec's combined message when any rule fails. Characters outside the rules are allowed.
 */
export const ZPassword = requiredText()
  .max(FIELD_LIMITS.passwordMax, ifNoEarlierError(maxLengthMessage(FIELD_LIMITS.passwordMax)))
  .refine(isStrongPassword, ifNoEarlierError(MESSAGES.passwordRequirements));
