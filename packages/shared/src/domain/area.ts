import { DEFAULT_COUNTRY } from '../constants/locale';
import { ceilClean } from './rounding';

/** Square feet in a square metre. */
export const SQFT_PER_SQM = 10.764;

export type TSizeUnit = 'sqft' | 'sqm';

/** Square metres to square feet, rounded up to a whole number. */
export function sqmToSqft(sqm: number): number {
  return ceilClean(sqm * SQFT_PER_SQM);
}

/** Square feet to square metres, rounded up to a whole number. */
export function sqftToSqm(sqft: number): number {
  return ceilClean(sqft / SQFT_PER_SQM);
}

/** The size unit a user sees: square feet in the United States, square metres elsewhere. */
export function sizeUnitForCountry(country: string | null | undefined): TSizeUnit {
  const code = (country ?? '').trim().toLowerCase() || DEFAULT_COUNTRY;
  return code === 'us' ? 'sqft' : 'sqm';
}

/** A size stored in square feet, in the unit a user sees. */
export function sizeInUnit(sqft: number, unit: TSizeUnit): number {
  return unit === 'sqft' ? sqft : sqftToSqm(sqft);
}
