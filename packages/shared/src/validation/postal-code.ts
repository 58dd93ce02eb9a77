import { FIELD_LIMITS } from '../constants/field-limits';
import { MESSAGES } from '../messages/messages';
import { ifNoEarlierError, requiredDigits } from './text';

/**
 * A US postal code (zip): `requiredMessage` when empty, 'Numbers only.' for non-digits,
 * '5-digit postal codes (zip) only.' unless exactly 5 digits.
 */
export function postalCodeSchema(requiredMessage: string = MESSAGES.postalCodeRequired) {
  return requiredDigits(requiredMessage).length(FIELD_LIMITS.postalCode, ifNoEarlierError(MESSAGES.postalCodeFiveDigits));
}

/** A required 5-digit postal code with the payout form's messages. */
export const ZPostalCode = postalCodeSchema();
