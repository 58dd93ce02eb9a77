import { postcodeValidator, postcodeValidatorExistsForCountry } from 'postcode-validator';
import type { z } from 'zod';
import { DEFAULT_COUNTRY } from '../constants/locale';
import { FIELD_LIMITS } from '../constants/field-limits';
import { MESSAGES } from '../messages/messages';
import { isoCountryCode } from '../reference/countries';
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

/**
 * Whether addresses in a country carry a postal code: those postcode-validator (a maintained data
 * set of each country's format) knows. Countries without one (Hong Kong, the United Arab Emirates,
 * Qatar…) get no postal code field. An unknown code counts as having none.
 */
export function countryHasPostalCodes(country: string): boolean {
  const iso = isoCountryCode(country);
  return iso !== undefined && postcodeValidatorExistsForCountry(iso);
}

/** The longest postal code of any country as typed (with its spaces and dashes), for inputs. */
export const POSTAL_CODE_MAX_LENGTH = 10;

/**
 * What is wrong with a postal code for a country, or undefined if nothing: the US zip rule of the
 * spec (`requiredMessage` when empty, 'Numbers only.', '5-digit postal codes (zip) only.'), the
 * country's own format elsewhere ('Invalid postal code for this country.'), and nothing asked
 * where the country has no postal codes.
 */
export function postalCodeIssue(value: string, country: string, requiredMessage: string): string | undefined {
  if (isoCountryCode(country) === DEFAULT_COUNTRY.toUpperCase()) {
    const result = postalCodeSchema(requiredMessage).safeParse(value);
    return result.error?.issues[0]?.message;
  }
  if (!countryHasPostalCodes(country)) return undefined;
  const code = value.trim();
  if (!code) return requiredMessage;
  return code.length <= POSTAL_CODE_MAX_LENGTH && postcodeValidator(code, isoCountryCode(country) ?? '')
    ? undefined
    : MESSAGES.postalCodeInvalid;
}

/**
 * Adds the postal code's check against the country (postalCodeIssue) to an address form, reported
 * on `postalCode`, and 'Invalid Input' on `country` for a country it does not know. They run while
 * other fields still have errors, so the postal code's message shows at once.
 */
export function withPostalCodeOfCountry<S extends z.ZodObject>(schema: S, requiredMessage: string): S {
  const fieldsOf = (value: unknown) => {
    const form = value as Record<string, unknown> | undefined;
    return typeof form?.postalCode === 'string' && typeof form.country === 'string'
      ? { postalCode: form.postalCode, country: form.country.trim() }
      : undefined;
  };
  const untouched = (issues: readonly { path?: PropertyKey[] | undefined }[], field: string) =>
    issues.every((issue) => issue.path?.[0] !== field);
  return schema
    .refine((form: Record<string, unknown>) => isoCountryCode(String(form.country)) !== undefined, {
      message: MESSAGES.invalidInput,
      path: ['country'],
      when: (payload) => Boolean(fieldsOf(payload.value)?.country) && untouched(payload.issues, 'country'),
    })
    .refine(
      (form: Record<string, unknown>) => postalCodeIssue(String(form.postalCode), String(form.country), requiredMessage) === undefined,
      {
        path: ['postalCode'],
        error: (issue) => {
          const fields = fieldsOf(issue.input);
          return (fields && postalCodeIssue(fields.postalCode, fields.country, requiredMessage)) ?? MESSAGES.invalidInput;
        },
        when: (payload) => {
          const fields = fieldsOf(payload.value);
          return (
            Boolean(fields && isoCountryCode(fields.country)) &&
            untouched(payload.issues, 'postalCode') &&
            untouched(payload.issues, 'country')
          );
        },
      },
    );
}
