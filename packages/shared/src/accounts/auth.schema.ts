import { z } from 'zod';
import { SUPPORTED_LOCALES } from '../constants/locale';
import { MESSAGES } from '../messages/messages';
import { ZEmail } from '../validation/email';
import { ZPersonNameParts } from '../validation/names';
import { ZPassword } from '../validation/password';
import { requiredText } from '../validation/text';
import { ZAccount } from './account.schema';
import { decodePassword } from './password-transport';

/** A base64 password as it arrives; decoded, trimmed. */
const ZEncodedPassword = requiredText().transform((encoded, ctx) => {
  const password = decodePassword(encoded);
  if (password === undefined) {
    ctx.addIssue({ code: 'custom', message: MESSAGES.invalidInput });
    return z.NEVER;
  }
  return password.trim();
});

/** A base64 password that must also meet the password rules (new passwords). */
const ZEncodedNewPassword = ZEncodedPassword.pipe(ZPassword);

export const ACCOUNT_TYPES = ['individual', 'professional'] as const;

/** POST /account/register (spec: email, password base64, accountType, name). */
export const ZRegisterRequest = z.object({
  email: ZEmail,
  password: ZEncodedNewPassword,
  accountType: z.enum(ACCOUNT_TYPES, MESSAGES.invalidInput).default('individual'),
  name: ZPersonNameParts,
  /** The interface language at sign-up; mails follow it until a preference is set. */
  locale: z.enum(SUPPORTED_LOCALES).optional(),
});
export type TRegisterRequest = z.input<typeof ZRegisterRequest>;

/** POST /account/login (spec: username = email lowercased, password base64). */
export const ZLoginRequest = z.object({
  username: ZEmail,
  password: ZEncodedPassword,
});
export type TLoginRequest = z.input<typeof ZLoginRequest>;

/** The reply to login and register: the account, and 'temp' after a recovery password. */
export const ZLoginReply = z.object({
  userObj: ZAccount,
  message: z.enum(['ok', 'temp']),
});
export type TLoginReply = z.infer<typeof ZLoginReply>;

/** POST /account/forgot-password: mail a temporary password. */
export const ZForgotPasswordRequest = z.object({ email: ZEmail, locale: z.enum(SUPPORTED_LOCALES).optional() });

/**
 * POST /auth/cancel-recovery (spec: body email), from the mail's "this wasn't me" link, with
 * the link's refId: the server signed it, so only the mail can cancel.
 */
export const ZCancelRecoveryRequest = z.object({ email: ZEmail, refId: z.string().min(1).max(500) });

/** PUT /account/password: 'Incorrect Password' when the current one is wrong. */
export const ZChangePasswordRequest = z.object({
  currentPassword: ZEncodedPassword,
  newPassword: ZEncodedNewPassword,
});
export type TChangePasswordRequest = z.input<typeof ZChangePasswordRequest>;

/** POST /account/recovery-password: the new password, from the recovery-login view. */
export const ZRecoveryPasswordRequest = z.object({ newPassword: ZEncodedNewPassword });
export type TRecoveryPasswordRequest = z.input<typeof ZRecoveryPasswordRequest>;

/** DELETE /account: the person types their email; the password too when the account has one. */
export const ZDeleteAccountRequest = z.object({
  confirmEmail: ZEmail,
  password: ZEncodedPassword.optional(),
});
export type TDeleteAccountRequest = z.input<typeof ZDeleteAccountRequest>;

/** Which sign-in methods this server offers (Google only when an OIDC client is configured). */
export const ZAuthProviders = z.object({ google: z.boolean() });

/** A reply that only confirms the action. */
export const ZDone = z.object({ done: z.literal(true) });
