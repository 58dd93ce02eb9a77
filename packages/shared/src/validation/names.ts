import { z } from 'zod';
import { FIELD_LIMITS } from '../constants/field-limits';
import { MESSAGES } from '../messages/messages';
import { ifNoEarlierError, maxLengthMessage, requiredText } from './text';

/** Letters of any script (so 李 and José pass), with their combining marks. */
export const LETTERS_PATTERN = /^[\p{L}\p{M}]+$/u;

/**
 * A first or last name on the sign-up form: required, no spaces ('Please eliminate spaces in
 * name.'), letters only ('Letters only.'), at most 25 characters.
 */
export const ZPersonName = requiredText()
  .regex(/^\S+$/, ifNoEarlierError(MESSAGES.nameNoSpaces))
  .regex(LETTERS_PATTERN, ifNoEarlierError(MESSAGES.alphabeticOnly))
  .max(FIELD_LIMITS.nameMax, ifNoEarlierError(maxLengthMessage(FIELD_LIMITS.nameMax)));

/** A person's name as the sign-up payload sends it. */
export const ZPersonNameParts = z.object({ firstName: ZPersonName, lastName: ZPersonName });
export type TPersonNameParts = z.infer<typeof ZPersonNameParts>;
