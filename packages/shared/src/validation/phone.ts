import { DEFAULT_COUNTRY } from '../constants/locale';
import { FIELD_LIMITS } from '../constants/field-limits';
import { MESSAGES } from '../messages/messages';
import { ifNoEarlierError, requiredText } from './text';

// The display format's punctuation; anything else that is not a digit makes the number invalid.
const PHONE_PUNCTUATION = /[\s().-]/g;

/** The digits of a phone number as typed or displayed: '(555) 123-4567' -> '5551234567'. */
export function phoneDigits(value: string): string {
  return value.replace(PHONE_PUNCTUATION, '');
}

/** Whether a digits-only phone number is valid for a country: 10 digits in the US, 4 to 15 elsewhere. */
export function isValidPhone(digits: string, country: string = DEFAULT_COUNTRY): boolean {
  if (!/^\d+$/.test(digits)) return false;
  if (country.toLowerCase() === 'us') return digits.length === FIELD_LIMITS.usPhoneDigits;
  return digits.length >= FIELD_LIMITS.phoneMinDigits && digits.length <= FIELD_LIMITS.phoneMaxDigits;
}

/** A required phone number for a country, accepted as typed or displayed, output as digits only ('Invalid Phone Number'). */
export function phoneSchema(country: string = DEFAULT_COUNTRY) {
  return requiredText()
    .transform(phoneDigits)
    .refine((digits) => isValidPhone(digits, country), ifNoEarlierError(MESSAGES.invalidPhone));
}

/** A required US phone number, output as its 10 digits. */
export const ZPhone = phoneSchema('us');

/** The display format of a phone number: (xxx) xxx-xxxx for 10 digits; other lengths are returned as digits. */
export function formatPhone(value: string): string {
  const digits = phoneDigits(value);
  const match = /^(\d{3})(\d{3})(\d{4})$/.exec(digits);
  return match ? `(${match[1]}) ${match[2]}-${match[3]}` : digits;
}
