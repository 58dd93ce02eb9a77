import { DEFAULT_COUNTRY } from '@app/shared/constants/locale';
import { displayNames } from '@app/shared/domain/intl-formats';
import type { TListingCard } from '@app/shared/listings/listing-card.schema';
import { isoOfCountryCode } from '@app/shared/reference/spec-country-codes';

type Address = TListingCard['address'];

/** A country's name in the reader's language (the spec's AUS and UAE too); the stored code when no region has it. */
export function localCountryName(code: string, locale: string): string {
  const iso = isoOfCountryCode(code);
  try {
    const name = displayNames([locale], { type: 'region' }).of(iso);
    if (name && name.toUpperCase() !== iso) return name;
  } catch {
    // Not a region code at all.
  }
  return code;
}

/** The two lines of a listing's address: street (and unit), then city, state, ZIP and, outside the US, country. */
export function addressLines(address: Address, locale: string): [string, string] {
  const street = address.apt ? `${address.street}, ${address.apt}` : address.street;
  const place = `${address.city}, ${address.state} ${address.zip}`.trim();
  const abroad = address.country.toLowerCase() !== DEFAULT_COUNTRY;
  return [street, abroad ? `${place}, ${localCountryName(address.country, locale)}` : place];
}
