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

const nodeRequire = createRequire(import.meta.url);

/**
 * subset-font (HarfBuzz's hb-subset as WebAssembly; CommonJS, no types of its own), the part this
 * module uses: the font cut to the glyphs of `text`'s characters, `keepFeatures` the OpenType
 * layout features kept (all when not given).
 */
const subsetFont = nodeRequire('subset-font') as (
  font: Buffer,
  text: string,
  options: { targetFormat: 'sfnt' | 'woff' | 'woff2'; keepFeatures?: string[] },
) => Promise<Buffer>;

const cache = new Map<CjkFace, Promise<Buffer>>();

/** The bytes of a CJK font file, read once per process (7 MB for TC, 10 MB for SC). */
function cjkFontBytes(face: CjkFace): Promise<Buffer> {
  let bytes = cache.get(face);
  if (!bytes) {
    const [pkg, file] = FONT_FILES[face];
    const dir = path.dirname(nodeRequire.resolve(`${pkg}/package.json`));
    bytes = readFile(path.join(dir, file));
    // A failed read is not cached: the next PDF tries again.
    bytes.catch(() => cache.delete(face));
    cache.set(face, bytes);
  }
  return bytes;
}

/**
 * The face cut down to the characters of `text` it has: a TrueType font of a few kilobytes with
 * their whole glyphs (HarfBuzz's subsetter through subset-font; its WebAssembly is loaded once per
 * process and runs one subset at a time). The PDF embeds it as it is (decision 053): pdf-lib's own
 * subsetting loses the outlines of most CJK glyphs. No OpenType layout features are kept: pdf-lib
 * draws each character's own glyph without shaping, so GSUB and GPOS would only add weight.
 */
export async function cjkFontSubset(face: CjkFace, text: string): Promise<Buffer> {
  return subsetFont(await cjkFontBytes(face), text, { targetFormat: 'sfnt', keepFeatures: [] });
}
