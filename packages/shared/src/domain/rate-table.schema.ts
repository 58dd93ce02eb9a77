import { z } from 'zod';

/**
 * Exchange rates for showing a price "≈" in someone's own currency, with the day they were
 * published and where they come from. Display only: every charge is in the listing's currency.
 * `rates` are units of each currency per one `base` unit (the base itself is 1).
 */
export const ZRateTable = z.object({
  day: z.iso.date(),
  source: z.enum(['ecb', 'reference']),
  base: z.string().length(3),
  rates: z.record(z.string(), z.number().positive()),
});
export type TRateTable = z.infer<typeof ZRateTable>;
