import { MEDIA_KINDS, MEDIA_RULES, type TMediaKind } from '@app/shared/media/media.schema';
import { normalizeContentType } from '../../platform/storage/storage';

/** Names browsers and old clients use for the accepted types. */
const ALIASES: Record<string, string> = { 'image/jpg': 'image/jpeg', 'image/pjpeg': 'image/jpeg', 'application/x-pdf': 'application/pdf' };

/** How many leading bytes identify a file. */
export const SNIFF_BYTES = 64;

/** The canonical name of a declared content type: lowercase, no parameters, aliases resolved. */
export function canonicalContentType(value: string): string {
  const type = normalizeContentType(value);
  return ALIASES[type] ?? type;
}

/** Which upload kind accepts a content type, if any. */
export function kindOfType(contentType: string): TMediaKind | undefined {
  return MEDIA_KINDS.find((kind) => (MEDIA_RULES[kind].contentTypes as readonly string[]).includes(contentType));
}

/** Whether a kind accepts a content type. */
export function kindAccepts(kind: TMediaKind, contentType: string | undefined): boolean {
  return contentType !== undefined && (MEDIA_RULES[kind].contentTypes as readonly string[]).includes(contentType);
}

const ascii = (bytes: Uint8Array, start: number, end: number) => Buffer.from(bytes.subarray(start, end)).toString('latin1');
const startsWith = (bytes: Uint8Array, signature: number[]) => signature.every((byte, i) => bytes[i] === byte);

/** ISO base media (ftyp) major brands that are MP4 video; HEIC, AVIF and M4A audio are not. */
const MP4_BRANDS = new Set([
  'isom',
  'iso2',
  'iso3',
  'iso4',
  'iso5',
  'iso6',
  'mp41',
  'mp42',
  'avc1',
  'M4V ',
  'M4VH',
  'M4VP',
  'dash',
  'mmp4',
  '3gp4',
  '3gp5',
  '3gp6',
  'f4v ',
]);

/**
 * What a file really is, from its first bytes (SNIFF_BYTES are enough), among the types we accept:
 * JPEG FF D8 FF; PNG 89 50 4E 47 0D 0A 1A 0A; PDF `%PDF-`; MP4 / QuickTime `ftyp` at offset 4
 * (brand `qt  ` → QuickTime); WebM: EBML 1A 45 DF A3 with doctype `webm`. Undefined otherwise.
 */
export function sniffContentType(bytes: Uint8Array): string | undefined {
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return 'image/jpeg';
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'image/png';
  if (ascii(bytes, 0, 5) === '%PDF-') return 'application/pdf';
  if (bytes.length >= 12 && ascii(bytes, 4, 8) === 'ftyp') {
    const brand = ascii(bytes, 8, 12);
    if (brand === 'qt  ') return 'video/quicktime';
    return MP4_BRANDS.has(brand) ? 'video/mp4' : undefined;
  }
  if (startsWith(bytes, [0x1a, 0x45, 0xdf, 0xa3]) && ascii(bytes, 4, SNIFF_BYTES).includes('webm')) return 'video/webm';
  return undefined;
}
