import { DEFAULT_COUNTRY } from '@app/shared/constants/locale';
import { displayNames } from '@app/shared/domain/intl-formats';
import type { TListingCard } from '@app/shared/listings/listing-card.schema';
import { countryName } from '@app/shared/reference/countries';

type Address = TListingCard['address'];

/** A country's name in the reader's language; the shared English name for the spec's non-ISO codes (AUS, UAE). */
export function localCountryName(code: string, locale: string): string {
  try {
    const name = displayNames([locale], { type: 'region' }).of(code.toUpperCase());
    if (name && name.toUpperCase() !== code.toUpperCase()) return name;
  } catch {
    // Not an ISO region code: fall through to the shared list.
  }
  return countryName(code) ?? code;
}

/** The two lines of a listing's address: street (and unit), then city, state, ZIP and, outside the US, country. */
export function addressLines(address: Address, locale: string): [string, string] {
  const street = address.apt ? `${address.street}, ${address.apt}` : address.street;
  const place = `${address.city}, ${address.state} ${address.zip}`.trim();
  const abroad = address.country.toLowerCase() !== DEFAULT_COUNTRY;
  return [street, abroad ? `${place}, ${localCountryName(address.country, locale)}` : place];
}
