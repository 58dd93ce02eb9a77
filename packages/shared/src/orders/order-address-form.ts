import { z } from 'zod';
import { MESSAGES } from '../messages/messages';
import { isoCountryCode } from '../reference/countries';
import { withPostalCodeOfCountry } from '../validation/postal-code';
import { ifNoEarlierError, maxLengthMessage, optionalText, requiredText } from '../validation/text';
import type { TOrderAddress } from './orders.schema';

/**
 * /inspection/add: the address of a property not listed here (decision 072), with the spec's field
 * messages ('Address required.', 'City required.', 'Postal code (zip) required.', '5-digit postal
 * codes (zip) only.'); the postal code follows the country, as in the wallet's address forms.
 */
export const ZOrderAddressForm = withPostalCodeOfCountry(
  z.object({
    street: requiredText(MESSAGES.addressRequired).max(150, ifNoEarlierError(maxLengthMessage(150))),
    apt: optionalText(45),
    city: requiredText(MESSAGES.cityRequired).max(100, ifNoEarlierError(maxLengthMessage(100))),
    state: optionalText(100),
    postalCode: z.string(MESSAGES.postalCodeRequired).trim(),
    country: requiredText(MESSAGES.required),
  }),
  MESSAGES.postalCodeRequired,
);
export type TOrderAddressForm = z.input<typeof ZOrderAddressForm>;

/** The order's address from the form: the apartment or suite joins the street line (the order keeps one); the country as its ISO code. */
export function orderAddressOf(form: z.output<typeof ZOrderAddressForm>): TOrderAddress {
  const street = form.apt ? `${form.street}, ${form.apt}` : form.street;
  return {
    street,
    city: form.city,
    state: form.state ?? '',
    postalCode: form.postalCode,
    country: isoCountryCode(form.country) ?? form.country,
  };
}
