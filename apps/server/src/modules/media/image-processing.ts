import sharp from 'sharp';
import { RENDITION_NAMES, RENDITIONS, type TRenditionName } from './media-keys';

/** The largest image we decode (50 megapixels): a 15 MB PNG can otherwise expand to gigabytes. */
const MAX_INPUT_PIXELS = 50_000_000;

/** A cleaned image and its renditions. */
export type ProcessedImage = {
  /** The original re-encoded in its own format: oriented upright, every piece of metadata gone. */
  original: Buffer;
  width: number;
  height: number;
  renditions: Record<TRenditionName, Buffer>;
};

/**
 * Decodes an uploaded JPEG or PNG (throws on a corrupt or truncated one), applies its EXIF
 * orientation, and re-encodes it without EXIF (GPS!), XMP, IPTC or ICC metadata (colours are
 * converted to sRGB first), plus three WebP renditions 320, 640 and 1600 px wide.
 */
export async function processImage(bytes: Buffer, contentType: 'image/jpeg' | 'image/png'): Promise<ProcessedImage> {
  const input = sharp(bytes, { failOn: 'error', limitInputPixels: MAX_INPUT_PIXELS, autoOrient: true });
  const encoded = contentType === 'image/jpeg' ? input.clone().jpeg({ quality: 90 }) : input.clone().png({ compressionLevel: 9 });
  const { data: original, info } = await encoded.toBuffer({ resolveWithObject: true });
  const renditions = {} as Record<TRenditionName, Buffer>;
  // One at a time: each decodes the input again, and memory matters more than milliseconds here.
  for (const name of RENDITION_NAMES) {
    renditions[name] = await input.clone().resize({ width: RENDITIONS[name], withoutEnlargement: true }).webp({ quality: 80 }).toBuffer();
  }
  return { original, width: info.width, height: info.height, renditions };
}
