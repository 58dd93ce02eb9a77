import { z } from 'zod';
import { PAYOUT_ACCOUNT_TYPE_IDS } from '../constants/payments';

/** A payout method as its owner sees it: only the last four digits of the account. */
export const ZPayoutMethod = z.object({
  _id: z.uuid(),
  name: z.string(),
  accountType: z.enum(PAYOUT_ACCOUNT_TYPE_IDS),
  accountLast4: z.string(),
  routingNumber: z.string(),
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
