// Products like 1.005 * 100 land a hair off the decimal the user meant; differences below
// this are treated as exact ties.
const TIE_TOLERANCE = 1e-8;

/**
 * Bankers rounding (round half to even) to `decimals` places: 0.5 -> 0, 1.5 -> 2, 2.5 -> 2,
 * -2.5 -> -2. Values are taken as the decimals they were written as, so 2.675 rounds to 2.68.
 */
export function bankersRound(value: number, decimals = 0): number {
  if (!Number.isFinite(value)) return value;
  if (!Number.isInteger(decimals) || decimals < 0) throw new RangeError('decimals must be a non-negative integer');
  const factor = 10 ** decimals;
  const scaled = Number((value * factor).toFixed(8));
  const floor = Math.floor(scaled);
  const fraction = scaled - floor;
  let rounded: number;
  if (Math.abs(fraction - 0.5) < TIE_TOLERANCE) rounded = floor % 2 === 0 ? floor : floor + 1;
  else rounded = Math.round(scaled);
  const result = rounded / factor;
  return result === 0 ? 0 : result;
}

/** Rounds up after forgiving floating-point noise, so 10764.000000000002 stays 10764. */
export function ceilClean(value: number): number {
  return Math.ceil(Number(value.toFixed(8)));
}
