import { createHmac } from 'node:crypto';
import { isLuhnValid } from '@app/shared/validation/card';
import { CardRejectedError } from '../payment-provider';

/** Card networks, in the words Stripe uses for `card.brand`, so both providers show the same names. */
export type CardBrand = 'visa' | 'mastercard' | 'amex' | 'discover' | 'jcb' | 'unionpay' | 'diners' | 'unknown';

type BrandRule = { brand: CardBrand; prefixes: [from: string, to: string][]; lengths: number[] };

const range = (from: number, to: number) => Array.from({ length: to - from + 1 }, (_, index) => from + index);

/**
 * Issuer prefix ranges (IIN) and valid lengths. Order matters only where ranges could overlap;
 * they do not here. Diners also owns 300–305 (Stripe's Diners test card starts 3056).
 */
const BRAND_RULES: BrandRule[] = [
  { brand: 'visa', prefixes: [['4', '4']], lengths: [13, 16, 19] },
  {
    brand: 'mastercard',
    prefixes: [
      ['51', '55'],
      ['2221', '2720'],
    ],
    lengths: [16],
  },
  {
    brand: 'amex',
    prefixes: [
      ['34', '34'],
      ['37', '37'],
    ],
    lengths: [15],
  },
  {
    brand: 'discover',
    prefixes: [
      ['6011', '6011'],
      ['65', '65'],
    ],
    lengths: range(16, 19),
  },
  { brand: 'jcb', prefixes: [['3528', '3589']], lengths: range(16, 19) },
  { brand: 'unionpay', prefixes: [['62', '62']], lengths: range(16, 19) },
  {
    brand: 'diners',
    prefixes: [
      ['36', '36'],
      ['38', '38'],
      ['300', '305'],
    ],
    lengths: range(14, 19),
  },
];

/** Lengths accepted for a number no network claims (the add-card form allows 12 to 19 digits). */
const UNKNOWN_LENGTHS = range(12, 19);

/** Card expiry years further ahead than this are typos; Stripe refuses them too. */
export const MAX_EXPIRY_YEARS_AHEAD = 50;

/** The digits of a card number as typed: spaces and dashes of its grouping removed. */
export function cardDigits(number: string): string {
  return number.replace(/[\s-]/g, '');
}

/** The network a card number belongs to, from its leading digits. */
export function detectBrand(digits: string): CardBrand {
  for (const rule of BRAND_RULES) {
    const matches = rule.prefixes.some(([from, to]) => {
      const head = Number(digits.slice(0, from.length));
      return head >= Number(from) && head <= Number(to);
    });
    if (matches) return rule.brand;
  }
  return 'unknown';
}

/** How many digits the network's security code has: four on the front of an Amex, else three. */
export function securityCodeLength(brand: CardBrand): number {
  return brand === 'amex' ? 4 : 3;
}

/** Whether a card is past its expiry at `now`: a card is good through the last day of its month, UTC. */
export function isExpired(expMonth: number, expYear: number, now: Date): boolean {
  const thisYear = now.getUTCFullYear();
  return expYear < thisYear || (expYear === thisYear && expMonth < now.getUTCMonth() + 1);
}

/**
 * A keyed hash (HMAC-SHA-256) of the digits: lets the books recognise the same card again
 * without holding the number. Keyed, because a plain hash of a card number with its brand and
 * last four beside it can be reversed by trying the few billion candidates.
 */
export function fingerprintOf(digits: string, key: string): string {
  return createHmac('sha256', key).update(digits).digest('hex');
}

export type ValidCard = { digits: string; brand: CardBrand; expMonth: number; expYear: number };

/**
 * Checks a card the way a processor does at tokenisation and throws CardRejectedError with:
 * 'card_declined' for a number that is not a card (non-digits, Luhn, length for its network),
 * 'expired_card' for an expiry that is malformed or past, 'incorrect_cvc' for a security code
 * of the wrong length for the network. Two-digit years are read as 20xx.
 */
export function validateCard(card: { number: string; expMonth: number; expYear: number; securityCode: string }, now: Date): ValidCard {
  const digits = cardDigits(card.number);
  if (!/^\d+$/.test(digits) || !isLuhnValid(digits)) throw new CardRejectedError('card_declined', 'Invalid card number');
  const brand = detectBrand(digits);
  const lengths = BRAND_RULES.find((rule) => rule.brand === brand)?.lengths ?? UNKNOWN_LENGTHS;
  if (!lengths.includes(digits.length)) throw new CardRejectedError('card_declined', `Invalid card number length for ${brand}`);

  const expMonth = card.expMonth;
  const expYear = card.expYear >= 0 && card.expYear < 100 ? 2000 + card.expYear : card.expYear;
  if (!Number.isInteger(expMonth) || expMonth < 1 || expMonth > 12 || !Number.isInteger(expYear)) {
    throw new CardRejectedError('expired_card', 'Invalid expiry date');
  }
  if (expYear > now.getUTCFullYear() + MAX_EXPIRY_YEARS_AHEAD) throw new CardRejectedError('expired_card', 'Invalid expiry year');
  if (isExpired(expMonth, expYear, now)) throw new CardRejectedError('expired_card', 'Card has expired');

  const expectedCvc = securityCodeLength(brand);
  if (!new RegExp(`^\\d{${expectedCvc}}$`).test(card.securityCode.trim())) {
    throw new CardRejectedError('incorrect_cvc', `Security code must be ${expectedCvc} digits for ${brand}`);
  }
  return { digits, brand, expMonth, expYear };
}
