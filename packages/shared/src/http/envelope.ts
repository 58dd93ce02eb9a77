import { z } from 'zod';

/** `{ success: true, data }`: every successful API reply. */
export function ZOk<T extends z.ZodType>(data: T) {
  return z.object({ success: z.literal(true), data });
}

/** `{ success: false, message, code, fields? }`: every failed API reply. */
export const ZErrorEnvelope = z.object({
  success: z.literal(false),
  message: z.string(),
  code: z.string(),
  fields: z.record(z.string(), z.string()).optional(),
});
export type TErrorEnvelope = z.infer<typeof ZErrorEnvelope>;
