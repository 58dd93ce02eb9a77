import { z } from 'zod';
import { PAYOUT_ACCOUNT_TYPE_IDS } from '../constants/payments';

/** The kinds of bank account payouts go to: US (ABA routing number) or abroad (IBAN and BIC). */
export const PAYOUT_KINDS = ['us', 'iban'] as const;

/**
 * A payout method as its owner sees it: only the last four characters of the account number or
 * IBAN. A US account has its routing number and type; an IBAN account its BIC.
 */
export const ZPayoutMethod = z.object({
  _id: z.uuid(),
  kind: z.enum(PAYOUT_KINDS),
  name: z.string(),
  holderName: z.string(),
  accountType: z.enum(PAYOUT_ACCOUNT_TYPE_IDS).nullable(),
  accountLast4: z.string(),
  routingNumber: z.string().nullable(),
  bic: z.string().nullable(),
  address: z.object({
    street: z.string(),
    apt: z.string().nullable(),
    city: z.string(),
    state: z.string().nullable(),
    postalCode: z.string(),
    country: z.string().nullable(),
  }),
  createdAt: z.iso.datetime({ offset: true }),
});
export type TPayoutMethod = z.infer<typeof ZPayoutMethod>;
