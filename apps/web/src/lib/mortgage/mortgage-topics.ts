/**
 * The mortgage tools of the Results page, in the footer's order (spec: Mortgage Overview, Get
 * Pre-Qualified, Mortgage Rates, Refinance Rates, Mortgage Calculator). Each is a value of the
 * Results URL's `mortgage` parameter.
 */
export const MORTGAGE_TOPICS = ['overview', 'pre-qualified', 'rates', 'refinance-rates', 'calculator'] as const;
export type MortgageTopic = (typeof MORTGAGE_TOPICS)[number];

/** True for one of the five topics; anything else in a URL is ignored. */
export function isMortgageTopic(value: unknown): value is MortgageTopic {
  return (MORTGAGE_TOPICS as readonly unknown[]).includes(value);
}
