/**
 * Input filters applied as the user types (spec section 5): each returns the value with the
 * characters its field does not accept removed. They never reject; schemas do that.
 */

/** Digits only, for codes where leading zeros matter (zip, routing, card, phone). */
export function filterDigits(value: string): string {
  return value.replace(/\D/g, '');
}

/** Digits only, for numeric amounts and counts; a leading double zero becomes 0 ('00' -> '0', '007' -> '07'). */
export function filterNumeric(value: string): string {
  return filterDigits(value).replace(/^0{2,}/, '0');
}

/** Letters of any script, their marks, and spaces. */
export function filterAlphabetic(value: string): string {
  return value.replace(/[^\p{L}\p{M} ]/gu, '');
}

/** Letters, digits and spaces. */
export function filterAlphanumeric(value: string): string {
  return value.replace(/[^\p{L}\p{M}\p{Nd} ]/gu, '');
}

/** Characters a URL may contain (RFC 3986 plus international letters); whitespace and the rest dropped. */
export function filterUrl(value: string): string {
  return value.replace(/[^\p{L}\p{M}\p{Nd}\-._~:/?#[\]@!$&'()*+,;=%]/gu, '');
}

/** Street address characters: letters, digits, spaces and # . , ' / - &. */
export function filterStreet(value: string): string {
  return value.replace(/[^\p{L}\p{M}\p{Nd} #.,'/&-]/gu, '');
}

/** The filters by the name an input declares, e.g. <Input filter="numeric">. */
export const FIELD_FILTERS = {
  digits: filterDigits,
  numeric: filterNumeric,
  alphabetic: filterAlphabetic,
  alphanumeric: filterAlphanumeric,
  url: filterUrl,
  street: filterStreet,
} as const satisfies Record<string, (value: string) => string>;
export type TFieldFilter = keyof typeof FIELD_FILTERS;
