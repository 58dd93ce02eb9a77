import { FEES } from '../constants/fees';
import type { TMembershipPlanId } from '../constants/membership';

/**
 * Our prices (spec section 9 leaves them "not shown"): the one priced catalogue, in USD
 * cents, served by GET /prices and shown before anyone pays. Offer booking deposits and
 * service orders are priced per deal (domain/offer-money, the provider's services).
 */
export const PRICE_CATALOGUE = [
  { code: 'listing-plan-3m', kind: 'listing-plan', amount: 14_900, currency: 'USD', months: 3 },
  { code: 'listing-plan-6m', kind: 'listing-plan', amount: 24_900, currency: 'USD', months: 6 },
  { code: 'membership-basic-monthly', kind: 'membership', amount: 2_900, currency: 'USD', months: 1, plan: 'basic' },
  { code: 'membership-basic-yearly', kind: 'membership', amount: 29_000, currency: 'USD', months: 12, plan: 'basic' },
  { code: 'membership-standard-monthly', kind: 'membership', amount: 5_900, currency: 'USD', months: 1, plan: 'standard' },
  { code: 'membership-standard-yearly', kind: 'membership', amount: 59_000, currency: 'USD', months: 12, plan: 'standard' },
  { code: 'membership-plus-monthly', kind: 'membership', amount: 9_900, currency: 'USD', months: 1, plan: 'plus' },
  { code: 'membership-plus-yearly', kind: 'membership', amount: 99_000, currency: 'USD', months: 12, plan: 'plus' },
  { code: 'membership-premium-monthly', kind: 'membership', amount: 19_900, currency: 'USD', months: 1, plan: 'premium' },
  { code: 'membership-premium-yearly', kind: 'membership', amount: 199_000, currency: 'USD', months: 12, plan: 'premium' },
  /**
   * An offer's booking deposit is priced per bid ({feePercent}% of the 1.2% technology fee,
   * constants/fees.ts); its minimum is listed here so it is shown before anyone pays. No term.
   */
  {
    code: 'offer-booking-deposit-minimum',
    kind: 'offer-booking-deposit',
    amount: FEES.bookingDepositMinimumMinor,
    currency: 'USD',
    months: 0,
  },
  /**
   * The seller side's negotiation fee (spec section 9: {fee}% of the total closing negotiation
   * cost, value not shown): 0.25% of the final price, charged in the offer's currency when the
   * seller finalizes (decision 057). A rate, so its amount is its minimum: none.
   */
  { code: 'offer-negotiation-fee', kind: 'offer-negotiation-fee', amount: 0, currency: 'USD', months: 0, bps: 25 },
  /**
   * The least a provider may charge for a service (spec: 'The minimum price for this service is
   * {price}'; values ours, decision 069): per appraisal type, inspection item and media service, in
   * USD cents, converted to the provider's currency (services/service-minimums.ts).
   */
  { code: 'appraisal-desktop-minimum', kind: 'service-minimum', amount: 7_500, currency: 'USD', months: 0 },
  { code: 'appraisal-drive-by-minimum', kind: 'service-minimum', amount: 15_000, currency: 'USD', months: 0 },
  { code: 'appraisal-full-minimum', kind: 'service-minimum', amount: 30_000, currency: 'USD', months: 0 },
  { code: 'inspection-general-inspection-minimum', kind: 'service-minimum', amount: 20_000, currency: 'USD', months: 0 },
  { code: 'inspection-swimming-pools-minimum', kind: 'service-minimum', amount: 7_500, currency: 'USD', months: 0 },
  { code: 'inspection-mold-safe-minimum', kind: 'service-minimum', amount: 10_000, currency: 'USD', months: 0 },
  { code: 'inspection-pest-control-minimum', kind: 'service-minimum', amount: 7_500, currency: 'USD', months: 0 },
  { code: 'inspection-radon-gas-minimum', kind: 'service-minimum', amount: 10_000, currency: 'USD', months: 0 },
  { code: 'inspection-lead-paint-minimum', kind: 'service-minimum', amount: 10_000, currency: 'USD', months: 0 },
  { code: 'media-aerial-minimum', kind: 'service-minimum', amount: 15_000, currency: 'USD', months: 0 },
  { code: 'media-360-minimum', kind: 'service-minimum', amount: 10_000, currency: 'USD', months: 0 },
  { code: 'media-virtual-staging-minimum', kind: 'service-minimum', amount: 5_000, currency: 'USD', months: 0 },
  { code: 'media-vr-minimum', kind: 'service-minimum', amount: 15_000, currency: 'USD', months: 0 },
  { code: 'media-35-images-package-minimum', kind: 'service-minimum', amount: 15_000, currency: 'USD', months: 0 },
  { code: 'media-media-hosting-minimum', kind: 'service-minimum', amount: 2_500, currency: 'USD', months: 0 },
  { code: 'media-listing-translation-minimum', kind: 'service-minimum', amount: 5_000, currency: 'USD', months: 0 },
  /**
   * Service orders (decision 071): the platform keeps 10% of what a provider is paid; a customer
   * cancelling after the provider accepted gets half the price back, the provider is paid the rest.
   * Rates, so their amounts are their minimums: none.
   */
  { code: 'service-order-fee', kind: 'service-order', amount: 0, currency: 'USD', months: 0, bps: 1_000 },
  { code: 'service-order-late-cancel-refund', kind: 'service-order', amount: 0, currency: 'USD', months: 0, bps: 5_000 },
] as const satisfies readonly {
  code: string;
  kind: 'listing-plan' | 'membership' | 'offer-booking-deposit' | 'offer-negotiation-fee' | 'service-minimum' | 'service-order';
  amount: number;
  currency: 'USD';
  months: number;
  plan?: TMembershipPlanId;
  /** A rate-priced entry's share of the deal, in basis points (its amount is then its minimum). */
  bps?: number;
}[];

export type TPriceCode = (typeof PRICE_CATALOGUE)[number]['code'];
export const PRICE_CODES = PRICE_CATALOGUE.map((price) => price.code) as [TPriceCode, ...TPriceCode[]];

/** The catalogue entry for a code. */
export function priceFor<C extends TPriceCode>(code: C): Extract<(typeof PRICE_CATALOGUE)[number], { code: C }> {
  const price = PRICE_CATALOGUE.find((entry): entry is Extract<(typeof PRICE_CATALOGUE)[number], { code: C }> => entry.code === code);
  if (!price) throw new RangeError(`Unknown price code: ${code}`);
  return price;
}
