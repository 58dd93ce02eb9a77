import type { ZLatLng } from '@app/shared/listings/listing-draft.schema';
import type { z } from 'zod';

export type TLatLng = z.infer<typeof ZLatLng>;
export type TCoordinateTexts = { lat: string; lng: string };

/** The limits of each coordinate in degrees. */
const LIMITS = { lat: 90, lng: 180 } as const;

/** Keeps what a coordinate can hold: a leading minus, digits, one point, 6 decimals (about 10 cm). */
export function filterCoordinate(raw: string): string {
  const sign = raw.trim().startsWith('-') ? '-' : '';
  const [whole = '', ...rest] = raw.replace(/[^\d.]/g, '').split('.');
  return sign + whole.slice(0, 3) + (rest.length > 0 ? `.${rest.join('').slice(0, 6)}` : '');
}

/** A coordinate's value, or undefined when it is not a number within its limits. */
export function parseCoordinate(text: string, which: keyof typeof LIMITS): number | undefined {
  if (!/\d/.test(text)) return undefined;
  const value = Number(text);
  return Number.isFinite(value) && Math.abs(value) <= LIMITS[which] ? value : undefined;
}

/** The texts of a pin. */
export const coordinateTexts = (pin: TLatLng | null | undefined): TCoordinateTexts => ({
  lat: pin ? String(pin.lat) : '',
  lng: pin ? String(pin.lng) : '',
});

/** A point rounded to 6 decimals (a map click is far more precise than needed). */
export const roundPin = (lat: number, lng: number): TLatLng => ({ lat: Number(lat.toFixed(6)), lng: Number(lng.toFixed(6)) });
