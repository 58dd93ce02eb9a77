/** Smallest value shown in millions: anything that would round to '1000.0K'. */
const MILLION_THRESHOLD = 999_950;

function oneDecimal(value: number): string {
  return String(Math.round(value * 10) / 10);
}

/**
 * A number abbreviated with K or M and at most one decimal (half up): 1200 -> '1.2K',
 * 3_400_000 -> '3.4M', 999 -> '999', 999_950 -> '1M' (not '1000K'), -1500 -> '-1.5K'.
 */
export function abbreviateNumber(value: number): string {
  if (!Number.isFinite(value)) return String(value);
  const absolute = Math.abs(value);
  let text: string;
  if (absolute >= MILLION_THRESHOLD) text = `${oneDecimal(absolute / 1_000_000)}M`;
  else if (absolute >= 1_000) text = `${oneDecimal(absolute / 1_000)}K`;
  else text = oneDecimal(absolute);
  return value < 0 && text !== '0' ? `-${text}` : text;
}
