import { z } from 'zod';
import { MESSAGES } from '../messages/messages';
import { withConfirmation } from './confirmation';
import { ZEmail } from './email';
import { ZPersonName } from './names';
import { ZPassword } from './password';
import { requiredText } from './text';

/** The login popup: a valid email and a non-empty password. */
export const ZLoginForm = z.object({
  email: ZEmail,
  password: requiredText(),
});
export type TLoginForm = z.infer<typeof ZLoginForm>;

/**
 * The sign-up popup: names, email, a strong password and its confirmation ('Passwords do not
 * match'), and the industry-professional box.
 */
export const ZSignUpForm = withConfirmation(
  z.object({
    firstName: ZPersonName,
    lastName: ZPersonName,
    email: ZEmail,
    password: ZPassword,
    confirmPassword: requiredText(),
    industryProfessional: z.boolean(MESSAGES.invalidInput).optional(),
  }),
  'password',
  'confirmPassword',
  MESSAGES.passwordsDoNotMatch,
);
export type TSignUpForm = z.infer<typeof ZSignUpForm>;
