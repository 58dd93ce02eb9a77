import { z } from 'zod';
import { MESSAGES } from '../messages/messages';
import { ifNoEarlierError } from './text';

/** The email pattern of the sign-up and login forms: something@something.tld, no spaces. */
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]{2,}$/;

/** A required email: trimmed, lowercased, 'This field is required.' / 'Please enter a valid email.' */
export const ZEmail = z
  .string(MESSAGES.required)
  .trim()
  .toLowerCase()
  .min(1, MESSAGES.required)
  .max(254, ifNoEarlierError(MESSAGES.emailInvalid))
  .regex(EMAIL_PATTERN, ifNoEarlierError(MESSAGES.emailInvalid));
