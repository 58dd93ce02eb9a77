import { z } from 'zod';
import { ZEmail } from '../validation/email';

/** The footer's subscribe box. */
export const ZSubscribeRequest = z.object({
  email: ZEmail,
  locale: z.string().trim().max(20).optional(),
});
export type TSubscribeRequest = z.infer<typeof ZSubscribeRequest>;

export const ZSubscribeResult = z.object({ subscribed: z.literal(true) });
