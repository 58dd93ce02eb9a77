/**
 * Promo values that /register/{promo} accepts (spec: it redirects to the professional
 * register only for a configured promo). Lower-case; matching ignores case.
 */
export const REGISTER_PROMO_CODES = ['bogo', 'annual-plus', 'founding-pro', 'agent-launch'] as const;

/** Whether /register/{promo} should lead to the professional register. */
export function isRegisterPromo(value: string): boolean {
  return (REGISTER_PROMO_CODES as readonly string[]).includes(value.trim().toLowerCase());
}
