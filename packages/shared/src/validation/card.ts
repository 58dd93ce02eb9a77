import { z } from 'zod';
import { FIELD_LIMITS } from '../constants/field-limits';
import { MESSAGES } from '../messages/messages';
import { withPostalCodeOfCountry } from './postal-code';
import { ifNoEarlierError, maxLengthMessage, optionalText, requiredText } from './text';

/** How far ahead a card expiry may be; later dates are typos. */
export const CARD_EXPIRY_MAX_YEARS_AHEAD = 20;

/** A card number without the spaces of its grouped display. */
export function cardNumberDigits(value: string): string {
  return value.replace(/\s/g, '');
}

/** Whether a digit string passes the Luhn (mod 10) check. */
export function isLuhnValid(digits: string): boolean {
  if (!/^\d+$/.test(digits)) return false;
  let sum = 0;
  for (let index = 0; index < digits.length; index += 1) {
    let digit = Number(digits[digits.length - 1 - index]);
    if (index % 2 === 1) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return sum % 10 === 0;
}

/** Whether a card number (spaces allowed) has 12 to 19 digits and passes the Luhn check. */
export function isValidCardNumber(value: string): boolean {
  const digits = cardNumberDigits(value);
  return digits.length >= FIELD_LIMITS.cardNumberMin && digits.length <= FIELD_LIMITS.cardNumberMax && isLuhnValid(digits);
}

/** A card number for display: non-digits dropped, at most 19 digits, grouped in fours ('4242 4242 4242 4242'). */
export function groupCardNumber(value: string): string {
  const digits = value.replace(/\D/g, '').slice(0, FIELD_LIMITS.cardNumberMax);
  return digits.replace(/(\d{4})(?=\d)/g, '$1 ');
}

/** Month (1-12) and year of an MM/YYYY expiry (the month may have one digit), or undefined if malformed. */
export function parseCardExpiry(value: string): { month: number; year: number } | undefined {
  const match = /^(\d{1,2})\/(\d{4})$/.exec(value.trim());
  if (!match) return undefined;
  const month = Number(match[1]);
  const year = Number(match[2]);
  return month >= 1 && month <= 12 ? { month, year } : undefined;
}

/**
 * Whether an MM/YYYY expiry is well formed and not in the past at `now`: a card is good through
 * its expiry month (UTC), and at most 20 years ahead.
 */
export function isCardExpiryValid(value: string, now: Date): boolean {
  const expiry = parseCardExpiry(value);
  if (!expiry) return false;
  const thisYear = now.getUTCFullYear();
  const thisMonth = now.getUTCMonth() + 1;
  if (expiry.year > thisYear + CARD_EXPIRY_MAX_YEARS_AHEAD) return false;
  return expiry.year > thisYear || (expiry.year === thisYear && expiry.month >= thisMonth);
}

/** A required card number, output without spaces ('Invalid credit card number'). */
export const ZCardNumber = requiredText()
  .transform(cardNumberDigits)
  .refine(isValidCardNumber, ifNoEarlierError(MESSAGES.invalidCreditCardNumber));

/** A required MM/YYYY expiry, not in the past when parsed ('Invalid expiration date'). */
export const ZCardExpiry = requiredText()
  .max(FIELD_LIMITS.expiryMax, ifNoEarlierError(MESSAGES.invalidExpirationDate))
  .refine((value) => isCardExpiryValid(value, new Date()), ifNoEarlierError(MESSAGES.invalidExpirationDate));

/** A required 3- or 4-digit security code ('Invalid Card'). */
export const ZSecurityCode = requiredText().regex(
  new RegExp(`^\\d{${FIELD_LIMITS.securityCodeMin},${FIELD_LIMITS.securityCodeMax}}$`),
  ifNoEarlierError(MESSAGES.invalidCard),
);

const billingText = () => requiredText(MESSAGES.billingInfoRequired).max(100, ifNoEarlierError(maxLengthMessage(100)));

/**
 * The add-card form: the card, then the billing address. Each billing field is required with
 * 'Please make sure all billing information is filled out'; apartment/suite is optional. The
 * postal code follows the billing country: the spec's 5-digit zip in the US, the country's own
 * format elsewhere, none where the country has none. Extend it with `safeExtend`.
 */
export const ZCardForm = withPostalCodeOfCountry(
  z.object({
    cardholderName: billingText(),
    number: ZCardNumber,
    expiry: ZCardExpiry,
    securityCode: ZSecurityCode,
    street: billingText(),
    apt: optionalText(50),
    city: billingText(),
    state: billingText(),
    postalCode: z.string(MESSAGES.billingInfoRequired).trim(),
    country: billingText(),
  }),
  MESSAGES.billingInfoRequired,
);
export type TCardForm = z.infer<typeof ZCardForm>;

/** A Stripe PaymentMethod id, made in the browser by Stripe's own card fields ('Invalid Card'). */
export const ZPaymentMethodId = z.string(MESSAGES.invalidCard).regex(/^pm_[A-Za-z0-9_]{1,250}$/, MESSAGES.invalidCard);

/** A field of the card itself, which must not be sent when Stripe collects the card. */
const rawCardField = () => z.never(MESSAGES.cardDataNotAccepted).optional();

const { number: _number, expiry: _expiry, securityCode: _securityCode, ...billingShape } = ZCardForm.shape;

/** The card form without the card's own fields: the cardholder and billing address (the web's Stripe form checks these). */
export const ZCardBilling = withPostalCodeOfCountry(z.object(billingShape), MESSAGES.billingInfoRequired);

/**
 * The add-card form when Stripe collects the card: the PaymentMethod Stripe.js made takes the
 * place of the number, expiry and security code, which never reach our server; the billing
 * address is the same. Strict: a card number sent anyway is refused, not ignored.
 */
export const ZTokenCardForm = withPostalCodeOfCountry(
  z.strictObject({
    ...billingShape,
    number: rawCardField(),
    expiry: rawCardField(),
    securityCode: rawCardField(),
    paymentMethodId: ZPaymentMethodId,
  }),
  MESSAGES.billingInfoRequired,
);
export type TTokenCardForm = z.infer<typeof ZTokenCardForm>;
