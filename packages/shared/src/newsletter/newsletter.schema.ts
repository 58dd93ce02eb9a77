import { z } from 'zod';
import { ZEmail } from '../validation/email';

/** The footer's subscribe box. */
export const ZSubscribeRequest = z.object({
  email: ZEmail,
  locale: z.string().trim().max(20).optional(),
});
export type TSubscribeRequest = z.infer<typeof ZSubscribeRequest>;

/** The sign-up was taken: a confirmation link is on its way unless the address is already confirmed. */
export const ZSubscribeResult = z.object({ subscribed: z.literal(true) });

/** The mailed confirmation link's token (/newsletter/confirm/{token}). */
export const ZConfirmSubscriptionParams = z.object({ token: z.string().min(20).max(100) });
