import {
  ZChangePasswordRequest,
  ZDeleteAccountRequest,
  ZForgotPasswordRequest,
  ZRecoveryPasswordRequest,
} from '@app/shared/accounts/auth.schema';
import { MESSAGES } from '@app/shared/messages/messages';
import { withConfirmation } from '@app/shared/validation/confirmation';
import { ZPassword } from '@app/shared/validation/password';
import { requiredText } from '@app/shared/validation/text';

/*
 * The forms hold passwords in clear text; the request schemas carry them base64-encoded. So
 * each form is its request with the password fields swapped for the clear-text rules (and a
 * confirmation where a new password is chosen). The mutation encodes before sending.
 */

/** Recovery-login view: the new password and its confirmation ('Passwords do not match'). */
export const ZRecoveryForm = withConfirmation(
  ZRecoveryPasswordRequest.extend({ newPassword: ZPassword, confirmPassword: requiredText() }),
  'newPassword',
  'confirmPassword',
  MESSAGES.passwordsDoNotMatch,
);

/** Setting, change password: the current password, a new strong one and its confirmation. */
export const ZChangePasswordForm = withConfirmation(
  ZChangePasswordRequest.extend({ currentPassword: requiredText(), newPassword: ZPassword, confirmPassword: requiredText() }),
  'newPassword',
  'confirmPassword',
  MESSAGES.passwordsDoNotMatch,
);

/** Forgot-password view: just the email (the interface language is added when sending). */
export const ZForgotPasswordForm = ZForgotPasswordRequest.pick({ email: true });

/**
 * Danger zone: the typed email, and the password whenever the form shows that field (accounts
 * with a password start it as ''; Google-only accounts leave it out, so it stays undefined).
 */
export const ZDeleteAccountForm = ZDeleteAccountRequest.extend({ password: requiredText().optional() });
