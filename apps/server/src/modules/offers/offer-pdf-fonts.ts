import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';

/**
 * The CJK faces the offer PDF embeds (decision 053): Noto Sans TC and Noto Sans SC Regular, the
 * TrueType files of the @expo-google-fonts packages, read from node_modules (no network). TC has
 * the Traditional forms Taiwan and Hong Kong read; SC covers Simplified and Traditional (GB 18030).
 */
const FONT_FILES = {
  tc: ['@expo-google-fonts/noto-sans-tc', '400Regular/NotoSansTC_400Regular.ttf'],
  sc: ['@expo-google-fonts/noto-sans-sc', '400Regular/NotoSansSC_400Regular.ttf'],
} as const;
export type CjkFace = keyof typeof FONT_FILES;

const cache = new Map<CjkFace, Promise<Uint8Array>>();

/** The bytes of a CJK font file, read once per process (7 MB for TC, 10 MB for SC). */
export function cjkFontBytes(face: CjkFace): Promise<Uint8Array> {
  let bytes = cache.get(face);
  if (!bytes) {
    const [pkg, file] = FONT_FILES[face];
    const dir = path.dirname(createRequire(import.meta.url).resolve(`${pkg}/package.json`));
    bytes = readFile(path.join(dir, file)).then((buffer) => new Uint8Array(buffer));
    // A failed read is not cached: the next PDF tries again.
    bytes.catch(() => cache.delete(face));
    cache.set(face, bytes);
  }
  return bytes;
}
