import { z } from 'zod';
import { ZMoney } from '../listings/listing-card.schema';
import { MESSAGES } from '../messages/messages';
import { PAYMENT_METHOD_KINDS } from '../payments/payment-methods';
import { PAYMENT_STATUSES } from '../payments/payments.schema';
import { ZAdminPageFields, ZAdminPageParam, ZAdminReason } from './admin.schema';

/** How many payments a page of the admin search holds. */
export const ADMIN_PAYMENTS_PAGE_SIZE = 25;

/**
 * GET admin/payments (docs/decisions/079-admin-payments-and-disputes.md): `q` is a payment id, the
 * payer's email (part of it) or the product (its kind or description, part of it); `from` and `to`
 * are whole UTC days, both included; newest first, paged.
 */
export const ZAdminPaymentQuery = z.object({
  q: z.string(MESSAGES.invalidInput).trim().max(200, MESSAGES.invalidInput).optional(),
  status: z.enum(PAYMENT_STATUSES, MESSAGES.invalidInput).optional(),
  from: z.iso.date(MESSAGES.invalidInput).optional(),
  to: z.iso.date(MESSAGES.invalidInput).optional(),
  page: ZAdminPageParam,
});
/** The search's filters as the web keeps them in the URL. */
export type TAdminPaymentFilter = { q?: string; status?: (typeof PAYMENT_STATUSES)[number]; from?: string; to?: string; page?: number };

/** A payment as the admin search lists it. */
export const ZAdminPaymentRow = z.object({
  _id: z.uuid(),
  status: z.enum(PAYMENT_STATUSES),
  amount: ZMoney,
  refunded: ZMoney,
  description: z.string(),
  productKind: z.string(),
  method: z.enum(PAYMENT_METHOD_KINDS),
  payerName: z.string(),
  payerEmail: z.string(),
  receiptNumber: z.string().nullable(),
  createdAt: z.iso.datetime({ offset: true }),
});
export type TAdminPaymentRow = z.infer<typeof ZAdminPaymentRow>;

export const ZAdminPaymentPage = z.object({
  payments: z.array(ZAdminPaymentRow),
  ...ZAdminPageFields,
});
export type TAdminPaymentPage = z.infer<typeof ZAdminPaymentPage>;

/** One double-entry line: positive amounts are debits, negative credits (decision 048's ledger). */
export const ZAdminLedgerLine = z.object({ account: z.string(), amount: z.number().int(), currency: z.string() });

/** A balanced movement of the payment's money: its capture, a refund, an order's payout. */
export const ZAdminLedgerTransaction = z.object({
  _id: z.uuid(),
  kind: z.string(),
  memo: z.string().nullable(),
  at: z.iso.datetime({ offset: true }),
  lines: z.array(ZAdminLedgerLine),
});
export type TAdminLedgerTransaction = z.infer<typeof ZAdminLedgerTransaction>;

export const ZAdminRefund = z.object({
  _id: z.uuid(),
  amount: ZMoney,
  reason: z.string().nullable(),
  /** pending while the processor is asked, then succeeded. */
  status: z.string(),
  /** The admin who asked, when an admin did (an order's own refund has none). */
  byEmail: z.string().nullable(),
  at: z.iso.datetime({ offset: true }),
});
export type TAdminRefund = z.infer<typeof ZAdminRefund>;

/** GET admin/payments/{id}: the payment, what is left to refund, its ledger lines and its refunds. */
export const ZAdminPaymentDetail = ZAdminPaymentRow.extend({
  provider: z.string(),
  providerChargeId: z.string().nullable(),
  card: z.object({ brand: z.string(), last4: z.string() }).nullable(),
  /** What a refund may still give back (the amount less refunds done and under way). */
  refundable: ZMoney,
  ledger: z.array(ZAdminLedgerTransaction),
  /** What the provider of the order this payment placed owes back from refunds after their payouts (decision 084); null when nothing. */
  providerOwedBack: ZMoney.nullable(),
  refunds: z.array(ZAdminRefund),
});
export type TAdminPaymentDetail = z.infer<typeof ZAdminPaymentDetail>;

/**
 * POST admin/payments/{id}/refunds (Idempotency-Key header required): `amount` in minor units,
 * everything left when absent; why is required and logged.
 */
export const ZAdminRefundRequest = z.object({
  amount: z.number(MESSAGES.invalidInput).int(MESSAGES.invalidInput).positive(MESSAGES.invalidInput).optional(),
  why: ZAdminReason,
});
export type TAdminRefundRequest = z.infer<typeof ZAdminRefundRequest>;
