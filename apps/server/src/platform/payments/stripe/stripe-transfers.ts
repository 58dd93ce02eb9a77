import type Stripe from 'stripe';
import { assertMinorUnits, type TransferInput, type TransferOutcome } from '../payment-provider';

/** A Connect transfer's state: it lands in the connected account's balance when made; reversed, it came back. */
export function outcomeOfTransfer(transfer: Stripe.Transfer): TransferOutcome {
  if (transfer.reversed) return { status: 'failed', transferId: transfer.id, reason: 'could_not_process' };
  return { status: 'paid', transferId: transfer.id };
}

/**
 * A payout on Stripe Connect: a transfer from the platform's balance to the provider's connected
 * account (Stripe pays it out to the bank account kept there), with our idempotency key, so asking
 * again never sends twice. A provider without a connected account cannot be paid through Stripe:
 * that is a refusal ('not_connected'), made without calling Stripe.
 */
export async function createConnectTransfer(stripe: Stripe, input: TransferInput): Promise<TransferOutcome> {
  assertMinorUnits(input.amount);
  const destination = input.destination.recipientRef;
  if (!destination) return { status: 'failed', transferId: null, reason: 'not_connected' };
  const transfer = await stripe.transfers.create(
    {
      amount: input.amount,
      currency: input.currency.toLowerCase(),
      destination,
      description: input.description,
      metadata: { reference: input.idempotencyKey, method_kind: input.destination.kind, method_last4: input.destination.last4 },
    },
    { idempotencyKey: input.idempotencyKey },
  );
  return outcomeOfTransfer(transfer);
}
