import { z } from 'zod';
import { ZMoney } from '../listings/listing-card.schema';
import { MESSAGES } from '../messages/messages';
import { ZAdminPageFields, ZAdminPageParam } from '../admin/admin.schema';

/**
 * A payout's life (docs/decisions/087-payout-run.md): booked `pending` (the money is in transit in
 * the ledger), `sent` once the processor took the transfer, `paid` once it arrived; `failed` with a
 * reason gives the money back to what the provider is owed, for a later run (or an admin's retry).
 */
export const PAYOUT_STATUSES = ['pending', 'sent', 'paid', 'failed'] as const;
export type TPayoutStatus = (typeof PAYOUT_STATUSES)[number];

/** Why a transfer failed, in provider-neutral words (the processor's own codes map onto these). */
export const PAYOUT_FAILURES = ['account_closed', 'no_account', 'invalid_account', 'could_not_process', 'not_connected'] as const;
export type TPayoutFailure = (typeof PAYOUT_FAILURES)[number];

/** The bank account a payout went to, as kept with it: its kind (decision 030) and its last four. */
export const ZPayoutMethodSnapshot = z.object({ kind: z.enum(['us', 'iban']), last4: z.string() });

/** One payout as its provider sees it. */
export const ZPayout = z.object({
  _id: z.uuid(),
  amount: ZMoney,
  status: z.enum(PAYOUT_STATUSES),
  failureReason: z.enum(PAYOUT_FAILURES).nullable(),
  method: ZPayoutMethodSnapshot,
  createdAt: z.iso.datetime({ offset: true }),
  sentAt: z.iso.datetime({ offset: true }).nullable(),
  paidAt: z.iso.datetime({ offset: true }).nullable(),
  failedAt: z.iso.datetime({ offset: true }).nullable(),
});
export type TPayout = z.infer<typeof ZPayout>;

/** GET orders/payouts: the signed-in provider's payouts, newest first, and what waits to be paid out, per currency. */
export const ZPayoutHistory = z.object({
  payouts: z.array(ZPayout),
  /** The payable balance not yet in a payout (kept while they have no payout method). */
  waiting: z.array(ZMoney),
});
export type TPayoutHistory = z.infer<typeof ZPayoutHistory>;

/** How many payouts a page of the admin list holds. */
export const ADMIN_PAYOUTS_PAGE_SIZE = 25;

/** GET admin/payments/payouts: by status, newest first, paged. */
export const ZAdminPayoutQuery = z.object({
  status: z.enum(PAYOUT_STATUSES, MESSAGES.invalidInput).optional(),
  page: ZAdminPageParam,
});
export type TAdminPayoutFilter = { status?: TPayoutStatus; page?: number };

/** A payout as the admin list shows it: the provider, the processor's transfer and the attempts. */
export const ZAdminPayout = ZPayout.extend({
  providerId: z.uuid(),
  providerName: z.string(),
  providerEmail: z.string(),
  transferId: z.string().nullable(),
  attempts: z.number().int(),
});
export type TAdminPayout = z.infer<typeof ZAdminPayout>;

export const ZAdminPayoutPage = z.object({
  payouts: z.array(ZAdminPayout),
  ...ZAdminPageFields,
});
export type TAdminPayoutPage = z.infer<typeof ZAdminPayoutPage>;
