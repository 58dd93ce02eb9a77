import { electronicFormatIBAN, isValidBIC, isValidIBAN } from 'ibantools';
import { z } from 'zod';
import { FIELD_LIMITS } from '../constants/field-limits';
import { PAYOUT_ACCOUNT_TYPE_IDS } from '../constants/payments';
import { MESSAGES } from '../messages/messages';
import { withConfirmation } from './confirmation';
import { withPostalCodeOfCountry, ZPostalCode } from './postal-code';
import { ifNoEarlierError, maxLengthMessage, optionalText, requiredDigits, requiredText } from './text';

// First two digits of a valid ABA number: 00-12 banks (00 = US government), 21-32 thrifts,
// 61-72 electronic transactions, 80 traveler's checks.
const ABA_PREFIX = /^(0\d|1[0-2]|2[1-9]|3[0-2]|6[1-9]|7[0-2]|80)/;

/** Whether 9 digits form a valid ABA routing number: known prefix and 3-7-1 weighted checksum. */
export function isAbaRoutingNumber(digits: string): boolean {
  if (!/^\d{9}$/.test(digits) || !ABA_PREFIX.test(digits) || /^0+$/.test(digits)) return false;
  const d = [...digits].map(Number);
  const weighted = (i: number) => d[i] ?? 0;
  const sum =
    3 * (weighted(0) + weighted(3) + weighted(6)) +
    7 * (weighted(1) + weighted(4) + weighted(7)) +
    (weighted(2) + weighted(5) + weighted(8));
  return sum % 10 === 0;
}

/** A routing number: required, digits only, exactly 9, valid ABA checksum. */
export const ZRoutingNumber = requiredDigits(MESSAGES.routingNumberRequired)
  .length(FIELD_LIMITS.routingNumber, ifNoEarlierError(MESSAGES.routingNumberNineDigits))
  .refine(isAbaRoutingNumber, ifNoEarlierError(MESSAGES.routingNumberInvalid));

/** A bank account number: required, digits only, at most 17. */
export const ZAccountNumber = requiredDigits(MESSAGES.accountNumberRequired).max(
  FIELD_LIMITS.accountNumberMax,
  ifNoEarlierError(maxLengthMessage(FIELD_LIMITS.accountNumberMax)),
);

/** An IBAN as typed (spaces, any case) in its electronic form: 'de89 3704…' -> 'DE893704…'. */
export function ibanOf(value: string): string {
  return electronicFormatIBAN(value) ?? '';
}

/** An IBAN: required, valid for its country's length and format and its check digits (ibantools). */
export const ZIban = requiredText(MESSAGES.ibanRequired)
  .transform(ibanOf)
  .refine((iban) => isValidIBAN(iban), ifNoEarlierError(MESSAGES.ibanInvalid));

/** A BIC (SWIFT code) of 8 or 11 characters, as ibantools checks it; stored in capitals. */
export const ZBic = requiredText(MESSAGES.bicRequired)
  .transform((bic) => bic.replace(/\s/g, '').toUpperCase())
  .refine((bic) => isValidBIC(bic), ifNoEarlierError(MESSAGES.bicInvalid));

const requiredName = () => requiredText(MESSAGES.nameRequired).max(100, ifNoEarlierError(maxLengthMessage(100)));

/** Who is paid and where they live: the same for US and IBAN accounts. */
const holder = {
  /** Name on account, as the bank has it. */
  name: requiredName(),
  /** The account holder (spec section 3: holder name). */
  holderName: requiredName(),
  address: requiredText(MESSAGES.addressRequired).max(100, ifNoEarlierError(maxLengthMessage(100))),
  apt: optionalText(50),
  city: requiredText(MESSAGES.cityRequired).max(100, ifNoEarlierError(maxLengthMessage(100))),
  state: optionalText(50),
};

/**
 * A US bank account (kind 'us', the default): the spec's fields and messages, the routing number
 * and the account number typed twice ('Account numbers do not match'), Checking or Savings, a
 * 5-digit zip.
 */
const ZUsPayoutForm = withConfirmation(
  z.object({
    kind: z.literal('us').optional(),
    ...holder,
    postalCode: ZPostalCode,
    country: optionalText(50),
    routingNumber: ZRoutingNumber,
    accountNumber: ZAccountNumber,
    confirmAccountNumber: requiredText(MESSAGES.accountNumberRequired),
    accountType: z.enum(PAYOUT_ACCOUNT_TYPE_IDS, MESSAGES.required),
  }),
  'accountNumber',
  'confirmAccountNumber',
  MESSAGES.accountNumbersDoNotMatch,
);

/**
 * A bank account abroad (kind 'iban'): the IBAN typed twice and the bank's BIC; the holder's
 * country is required and the postal code follows it.
 */
const ZIbanPayoutForm = withPostalCodeOfCountry(
  withConfirmation(
    z.object({
      kind: z.literal('iban'),
      ...holder,
      postalCode: z.string(MESSAGES.postalCodeRequired).trim(),
      country: requiredText(MESSAGES.required),
      iban: ZIban,
      confirmIban: requiredText(MESSAGES.ibanRequired).transform(ibanOf),
      bic: ZBic,
    }),
    'iban',
    'confirmIban',
    MESSAGES.accountNumbersDoNotMatch,
  ),
  MESSAGES.postalCodeRequired,
);

/** The payout method form: a US bank account (routing number) or one abroad (IBAN and BIC). */
export const ZPayoutMethodForm = z.discriminatedUnion('kind', [ZUsPayoutForm, ZIbanPayoutForm], { error: MESSAGES.invalidInput });
export type TPayoutMethodForm = z.infer<typeof ZPayoutMethodForm>;
