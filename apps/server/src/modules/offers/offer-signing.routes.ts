import { ZOffer, ZPdfVerification, ZSignOfferRequest } from '@app/shared/offers/offers.schema';
import { z } from 'zod';
import type { AppModule } from '../../app-deps';
import { routes, ZId } from '../../platform/http/route';
import { ZCosignOffer, ZCosignParams, ZCosignRequest } from '@app/shared/offers/offer-cosign.schema';
import { cosignOffer, readCosignOffer } from './offer-cosign.service';
import { offerPdfKey, signOffer, verifyOfferPdf } from './offer-signing.service';

const ZPdfParams = ZId.extend({ pdfId: z.uuid() });

/** Signing an offer, and its signed PDFs with their SHA-256 check. */
export const offerSigningRoutes: AppModule = async (app, deps) => {
  const route = routes(app, { tags: ['offers'] });
  route({
    method: 'POST',
    url: '/api/v1/offers/:id/signatures',
    auth: 'verified',
    summary: 'Sign the offer as one of its buyers (typed or drawn); the last signature renders the PDFs',
    params: ZId,
    body: ZSignOfferRequest,
    data: ZOffer,
    status: 201,
    handler: (request, actor) =>
      signOffer(deps, actor, request.params.id, request.body, { ip: request.ip, userAgent: request.headers['user-agent'] ?? '' }),
  });
  route({
    method: 'GET',
    url: '/api/v1/offers/cosign/:token',
    auth: 'visitor',
    summary: "A co-buyer's signing link (no account): the offer's summary for the buyer the mailed token names",
    params: ZCosignParams,
    data: ZCosignOffer,
    handler: (request) => readCosignOffer(deps, request.params.token),
  });
  route({
    method: 'POST',
    url: '/api/v1/offers/cosign/:token/signatures',
    auth: 'visitor',
    summary: 'A co-buyer signs by the mailed link (typed or drawn); the link is single-use and expires after 7 days',
    params: ZCosignParams,
    body: ZCosignRequest,
    data: ZCosignOffer,
    status: 201,
    handler: (request) =>
      cosignOffer(deps, request.params.token, request.body.signature, { ip: request.ip, userAgent: request.headers['user-agent'] ?? '' }),
  });
  route({
    method: 'GET',
    url: '/api/v1/offers/:id/pdfs/:pdfId',
    auth: 'verified',
    summary: 'The signed offer PDF (its parties only): redirects to a short-lived link',
    params: ZPdfParams,
    handler: async (request, actor, reply) => {
      const { key } = await offerPdfKey(deps, actor, request.params.id, request.params.pdfId);
      return reply.redirect(await deps.storage.signedGetUrl(key, 300));
    },
  });
  route({
    method: 'GET',
    url: '/api/v1/offers/:id/pdfs/:pdfId/verify',
    auth: 'verified',
    summary: 'Whether the stored PDF is unchanged: its SHA-256 now against the one recorded when it was signed',
    params: ZPdfParams,
    data: ZPdfVerification,
    handler: (request, actor) => verifyOfferPdf(deps, actor, request.params.id, request.params.pdfId),
  });
};
