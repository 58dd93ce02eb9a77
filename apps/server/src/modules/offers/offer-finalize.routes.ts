import { ZFinalizeRequest } from '@app/shared/offers/offer-negotiation';
import { ZOffer } from '@app/shared/offers/offers.schema';
import { z } from 'zod';
import type { AppModule } from '../../app-deps';
import { routes, ZId } from '../../platform/http/route';
import { refundPayment } from '../payments/index';
import { offerDepositReminder } from './mail/offer-deposit-reminder.template';
import { depositReminderJob } from './offer-deposit-reminders.job';
import { offerExpiryJob } from './offer-expiry.job';
import {
  DUPLICATE_FEE_TOPIC,
  FINAL_PDF_TOPIC,
  finalizeOffer,
  NEGOTIATION_FEE_KIND,
  negotiationFeeProduct,
  renderFinalPdfs,
} from './offer-finalize.service';

const ZOfferId = z.object({ offerId: z.uuid() });
const ZPaymentId = z.object({ paymentId: z.uuid() });

/**
 * Finalizing (decision 057): the final terms' signatures, the seller side's negotiation fee (a
 * product whose payment finalizes), the final PDFs; and the negotiation's clocks: unanswered
 * offers expire, and parties are reminded before each deposit falls due.
 */
export const offerFinalizeRoutes: AppModule = async (app, deps) => {
  deps.mail.register(offerDepositReminder);
  deps.products.register(NEGOTIATION_FEE_KIND, negotiationFeeProduct(deps));
  deps.outbox.register(FINAL_PDF_TOPIC, async (payload) => renderFinalPdfs(deps, ZOfferId.parse(payload).offerId));
  deps.outbox.register(DUPLICATE_FEE_TOPIC, async (payload) => {
    const { paymentId } = ZPaymentId.parse(payload);
    await refundPayment(deps, {
      paymentId,
      reason: 'Offer could not be finalized by this payment: negotiation fee refunded',
      idempotencyKey: `duplicate-negotiation-fee:${paymentId}`,
    });
  });
  deps.jobs.add(offerExpiryJob(deps));
  deps.jobs.add(depositReminderJob(deps));

  const route = routes(app, { tags: ['offers'] });
  route({
    method: 'POST',
    url: '/api/v1/offers/:id/finalize',
    auth: 'verified',
    summary:
      "Finalize: the caller's side signs the final terms (body { signature: { method: 'typed', typedName } | { method: 'drawn', image } }; time, IP and user agent recorded). " +
      'The buyer side signs first (accepted → signed). The seller side signs second (status stays signed, its signature is in finalSignatures); ' +
      "it then pays the negotiation fee (POST /checkouts with product { kind: 'offer-negotiation-fee', ref: offerId }), whose payment finalizes " +
      '(signed → finalized, escrowOpenedAt, fixed deposit due dates, final PDFs of kind final-pdf). Replies the offer as the caller sees it. ' +
      "409 ACTION_NOT_AVAILABLE out of turn; 409 'Your side has already signed the final terms.' on a second signature.",
    params: ZId,
    body: ZFinalizeRequest,
    data: ZOffer,
    handler: (request, actor) =>
      finalizeOffer(deps, actor, request.params.id, request.body, { ip: request.ip, userAgent: request.headers['user-agent'] ?? '' }),
  });
};
