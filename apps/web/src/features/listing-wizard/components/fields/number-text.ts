/** How a number field reads and writes its text. */
export type TNumberFormat = {
  /** Digits after the decimal point the field takes (0: whole numbers). */
  decimals: number;
  /** Stored value = typed number × scale (money is stored in minor units). */
  scale: number;
  /** Whether a leading minus is allowed (coordinates). */
  negative: boolean;
};

/**
 * What may be typed (spec: numeric filter): digits, one decimal point when decimals are allowed,
 * a leading minus when negatives are; a leading double zero becomes 0.
 */
export function filterNumberText(raw: string, { decimals, negative }: TNumberFormat): string {
  const sign = negative && raw.trim().startsWith('-') ? '-' : '';
  const [whole = '', ...rest] = raw.replace(decimals > 0 ? /[^\d.]/g : /\D/g, '').split('.');
  const fraction = rest.join('').slice(0, decimals);
  const cleanWhole = whole.replace(/^0{2,}/, '0');
  return sign + cleanWhole + (rest.length > 0 && decimals > 0 ? `.${fraction}` : '');
}

/** The stored value of a text: null when empty or unfinished ('-', '.'). */
export function parseNumberText(text: string, { scale }: TNumberFormat): number | null {
  if (!/\d/.test(text)) return null;
  const number = Number(text);
  if (!Number.isFinite(number)) return null;
  return scale === 1 ? number : Math.round(Number((number * scale).toFixed(6)));
}

/** The text of a stored value. */
export function formatNumberText(value: unknown, { scale }: TNumberFormat): string {
  return typeof value === 'number' && Number.isFinite(value) ? String(scale === 1 ? value : value / scale) : '';
}
