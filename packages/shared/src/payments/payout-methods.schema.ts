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

/**
 * Where a professional stands with the processor's payouts (decision 088): `not_needed` when the
 * processor pays payout methods itself (the demo processor); else `not_started` (no account there,
 * or its details not given yet), `in_review` (details given, payouts not enabled yet) or `ready`.
 */
export const PAYOUT_CONNECTION_STATUSES = ['not_needed', 'not_started', 'in_review', 'ready'] as const;
export const ZPayoutConnection = z.object({ status: z.enum(PAYOUT_CONNECTION_STATUSES) });
export type TPayoutConnection = z.infer<typeof ZPayoutConnection>;

/** The processor's onboarding page to send the professional to; single use, short-lived. */
export const ZPayoutOnboardingLink = z.object({ url: z.url() });
