import { approximate, type TRateTable } from '../domain/reference-rates';
import { priceFor, type TPriceCode } from '../payments/price-catalogue';
import { currencyMinorDigits } from '../reference/currencies';
import type { TAppraisalTypeId, TInspectionItemId, TMediaServiceId } from '../reference/orders';

/** A priced service: its kind and which one (appraisal type, inspection item, media service). */
export type TPricedService =
  { kind: 'appraisal'; id: TAppraisalTypeId } | { kind: 'inspection'; id: TInspectionItemId } | { kind: 'media'; id: TMediaServiceId };

/** The price catalogue code holding a service's minimum ('appraisal-drive-by-minimum'). */
export function serviceMinimumCode(service: TPricedService): TPriceCode {
  return `${service.kind}-${service.id}-minimum` as TPriceCode;
}

/** A service's minimum in USD cents, from the priced catalogue. */
export function serviceMinimumUsd(service: TPricedService): number {
  return priceFor(serviceMinimumCode(service)).amount;
}

/**
 * A service's minimum in another currency at these rates, rounded up to a whole unit of it (so a
 * minimum is never shown as a fraction); the USD amount when no rate is known.
 */
export function serviceMinimumIn(service: TPricedService, currency: string, rates: TRateTable): number {
  const usd = serviceMinimumUsd(service);
  const code = currency.toUpperCase();
  if (code === 'USD') return usd;
  const converted = approximate(rates, usd, 'USD', code);
  if (!converted) return usd;
  const unit = 10 ** currencyMinorDigits(code);
  return Math.ceil(converted.amount / unit) * unit;
}
