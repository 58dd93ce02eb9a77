import { postcodeValidatorExistsForCountry } from 'postcode-validator';
import { z } from 'zod';
import { DEFAULT_COUNTRY } from '../constants/locale';
import { MESSAGES } from '../messages/messages';
import { isoCountryCode } from '../reference/countries';
import { postalCodeIssue } from '../validation/postal-code';

/**
 * A service postal code as stored and compared: the country's ISO alpha-2 code, and the code
 * trimmed, upper-cased with runs of spaces made one ("sw1a 1aa" and "SW1A  1AA" are one area).
 */
export function normalizeServiceArea(country: string, postalCode: string): { country: string; postalCode: string } {
  return {
    country: isoCountryCode(country) ?? country.trim().toUpperCase(),
    postalCode: postalCode.trim().replace(/\s+/g, ' ').toUpperCase(),
  };
}

/**
 * What is wrong with a service postal code, or undefined: the country must be one we know that has
 * postal codes (spec: postal codes in several countries), the code must match that country's format
 * (the US keeps the spec's 5 digits; whether the ZIP exists is the server's gazetteer check).
 */
export function serviceAreaIssue(country: string, postalCode: string): string | undefined {
  const iso = isoCountryCode(country);
  if (!iso || !postcodeValidatorExistsForCountry(iso)) return MESSAGES.invalidInput;
  return postalCodeIssue(normalizeServiceArea(iso, postalCode).postalCode, iso, MESSAGES.postalCodeRequired);
}

/** Whether a country's service areas are US ZIPs (checked against the gazetteer). */
export function isUsServiceArea(country: string): boolean {
  return isoCountryCode(country) === DEFAULT_COUNTRY.toUpperCase();
}

/** POST /memberships/mine/service-areas: one postal code in a country (our code, ISO or English name). */
export const ZAddServiceAreaRequest = z
  .object({
    country: z.string().trim().min(1, MESSAGES.required).max(60),
    postalCode: z.string().trim().min(1, MESSAGES.postalCodeRequired).max(12),
  })
  .superRefine((value, ctx) => {
    const issue = serviceAreaIssue(value.country, value.postalCode);
    if (issue) ctx.addIssue({ code: 'custom', message: issue, path: [issue === MESSAGES.invalidInput ? 'country' : 'postalCode'] });
  });
export type TAddServiceAreaRequest = z.input<typeof ZAddServiceAreaRequest>;

/** A postal code a professional serves, with its country (shown beside it) and, for US ZIPs, the place. */
export const ZServiceArea = z.object({
  _id: z.uuid(),
  country: z.string().length(2),
  postalCode: z.string(),
  /** "Beverly Hills, CA" for a US ZIP from the gazetteer; null elsewhere. */
  place: z.string().nullable(),
  createdAt: z.iso.datetime({ offset: true }),
});
export type TServiceArea = z.infer<typeof ZServiceArea>;

/** The member's service areas and what the plan allows now (allowed null: unlimited). */
export const ZServiceAreas = z.object({
  areas: z.array(ZServiceArea),
  used: z.number().int(),
  allowed: z.number().int().nullable(),
  remaining: z.number().int().nullable(),
});
export type TServiceAreas = z.infer<typeof ZServiceAreas>;
