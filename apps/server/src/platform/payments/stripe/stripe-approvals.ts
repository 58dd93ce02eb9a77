import type { TNextAction } from '@app/shared/payments/payments.schema';
import type Stripe from 'stripe';
import type { ApprovalState } from '../payment-provider';
import { declineReasonOf } from './stripe-declines';

/**
 * What the payer does next for a wallet PaymentIntent: WeChat Pay's code (its `data` is what the
 * code encodes; the hosted page shows it too), or the page Alipay (`alipay_handle_redirect`) or
 * PayPal (`redirect_to_url`) approves on.
 */
export function nextActionOf(intent: Stripe.PaymentIntent): TNextAction | null {
  const action = intent.next_action;
  if (!action) return null;
  const qr = action.wechat_pay_display_qr_code;
  if (qr) return { type: 'qr', data: qr.data, url: qr.hosted_instructions_url };
  const url = action.redirect_to_url?.url ?? action.alipay_handle_redirect?.url;
  return url ? { type: 'redirect', url } : null;
}

/**
 * A wallet PaymentIntent in the port's words. `requires_payment_method` after confirmation means
 * the wallet refused or the payer failed to approve; `processing` and other states in between
 * throw (not final: a later look, or the webhook, settles it).
 */
export function approvalStateOf(intent: Stripe.PaymentIntent): ApprovalState {
  switch (intent.status) {
    case 'succeeded':
      return { status: 'succeeded', chargeId: intent.id };
    case 'canceled':
      return { status: 'declined', chargeId: intent.id, reason: 'canceled' };
    case 'requires_payment_method':
      return { status: 'declined', chargeId: intent.id, reason: declineReasonOf(intent.last_payment_error ?? {}) };
    case 'requires_action': {
      const next = nextActionOf(intent);
      if (next) return { status: 'requires_action', intentId: intent.id, next };
      throw new Error(`Stripe PaymentIntent ${intent.id} requires an action we cannot show (${intent.next_action?.type ?? 'none'})`);
    }
    default:
      throw new Error(`Stripe PaymentIntent ${intent.id} is ${intent.status}; not final yet`);
  }
}
