/** The spec's two non-standard country codes, Australia 'AUS' and United Arab Emirates 'UAE', and their ISO 3166-1 alpha-2 codes. */
const ISO_OF_SPEC_CODE: Record<string, string> = { aus: 'AU', uae: 'AE' };

/**
 * The ISO 3166-1 alpha-2 code (upper case) of a stored country code ('us', 'AUS', 'UAE'), for
 * libraries and `Intl` that speak ISO. Apart from the country list, so that naming one country
 * needs no list of all of them.
 */
export function isoOfCountryCode(code: string): string {
  const stored = code.trim().toLowerCase();
  return ISO_OF_SPEC_CODE[stored] ?? stored.toUpperCase();
}
