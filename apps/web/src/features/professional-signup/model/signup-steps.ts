/** The five steps of the professional sign-up (spec section 4), in order; the URL's ?step= names one. */
export const SIGNUP_STEPS = ['information', 'company', 'plan', 'payment', 'postal-codes'] as const;
export type TSignupStep = (typeof SIGNUP_STEPS)[number];

/** The step a ?step= value names; the first step for anything else. */
export function signupStepOf(value: string | null): TSignupStep {
  return SIGNUP_STEPS.find((step) => step === value) ?? 'information';
}

/** The step after `step`, or null on the last one. */
export function nextSignupStep(step: TSignupStep): TSignupStep | null {
  return SIGNUP_STEPS[SIGNUP_STEPS.indexOf(step) + 1] ?? null;
}

/** The step before `step`, or null on the first one. */
export function previousSignupStep(step: TSignupStep): TSignupStep | null {
  return SIGNUP_STEPS[SIGNUP_STEPS.indexOf(step) - 1] ?? null;
}

/** Where the wizard continues after paying for a plan: its postal codes step. */
export const AFTER_PAYMENT_PATH = '/professional/register?step=postal-codes';

/** Where a submitted profile's professional goes next (the verification status page). */
export const VERIFY_PATH = '/dashboard/professional/verify';
