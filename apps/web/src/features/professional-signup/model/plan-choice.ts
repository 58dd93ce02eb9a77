import type { TMembershipPlanOptions } from '@app/shared/professionals/membership.schema';

/** The plan and billing cycle chosen on the plan step, paid on the payment step. */
export type TPlanChoice = TMembershipPlanOptions;

/** Catalog key of a translation locale's language name ('en-us' is English). */
export const languageKeyOf = (locale: string) => (locale === 'en-us' ? 'en' : locale);
