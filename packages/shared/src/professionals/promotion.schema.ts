import { z } from 'zod';

/** A buy-one-get-one code as its buyer sees it (GET /promotions/buy-one-get-one/mine). */
export const ZBogoCode = z.object({
  code: z.string(),
  /** The link to give away: /buy-one-get-one/{code}. */
  path: z.string(),
  createdAt: z.iso.datetime({ offset: true }),
  redeemed: z.boolean(),
  redeemedAt: z.iso.datetime({ offset: true }).nullable(),
});
export type TBogoCode = z.infer<typeof ZBogoCode>;

/** GET /promotions/buy-one-get-one/{code}: whether the code can still be redeemed (no one's identity). */
export const ZBogoCodeStatus = z.object({ code: z.string(), plan: z.literal('plus'), cycle: z.literal('yearly'), available: z.boolean() });

/** The path segment of a code: 12 characters of an unambiguous alphabet, any case. */
export const ZBogoCodeParam = z.object({
  code: z
    .string()
    .trim()
    .toUpperCase()
    .regex(/^[A-Z2-9]{4}-?[A-Z2-9]{4}-?[A-Z2-9]{4}$/, 'Invalid Input')
    .transform((code) => code.replace(/-/g, '')),
});

/** GET /promotions/register/{promo}: whether /register/{promo} opens professional sign-up. */
export const ZRegisterPromo = z.object({ promo: z.string(), valid: z.boolean(), redirectTo: z.string() });
export type TRegisterPromo = z.infer<typeof ZRegisterPromo>;
