import { z } from 'zod';
import { ZAdminReason } from '../admin/admin.schema';
import { MESSAGES } from '../messages/messages';

/** How long a RESO Web API bearer token lives (docs/decisions/075-reso-web-api.md). */
export const RESO_TOKEN_SECONDS = 3600;

/** A partner of the RESO Web API as the admin console lists it: never its secret. */
export const ZResoPartner = z.object({
  _id: z.uuid(),
  name: z.string(),
  clientId: z.string(),
  createdAt: z.iso.datetime({ offset: true }),
  lastTokenAt: z.iso.datetime({ offset: true }).nullable(),
  revokedAt: z.iso.datetime({ offset: true }).nullable(),
});
export type TResoPartner = z.infer<typeof ZResoPartner>;

/** POST admin/reso-partners: the partner's name, as the admins will recognise it. */
export const ZResoPartnerCreate = z.object({
  name: z.string(MESSAGES.required).trim().min(1, MESSAGES.required).max(100, MESSAGES.invalidInput),
});
export type TResoPartnerCreate = z.infer<typeof ZResoPartnerCreate>;

/** The created partner with its client secret: the only time the secret is ever shown. */
export const ZResoPartnerCreated = ZResoPartner.extend({ clientSecret: z.string() });
export type TResoPartnerCreated = z.infer<typeof ZResoPartnerCreated>;

/** POST admin/reso-partners/{id}/revoke: why, for the audit log. */
export const ZResoPartnerRevoke = z.object({ why: ZAdminReason });
export type TResoPartnerRevoke = z.infer<typeof ZResoPartnerRevoke>;
