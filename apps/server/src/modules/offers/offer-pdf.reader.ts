import fontkit from '@pdf-lib/fontkit';
import { PDFArray, PDFDict, PDFDocument, PDFName, type PDFRawStream, PDFRef, decodePDFRawStream, type PDFObject } from 'pdf-lib';

/**
 * What an offer PDF shows, read back the way a viewer draws it (tests only): the text of each page
 * line, and for every character written with an embedded font the glyph it is drawn with, taken
 * from the font program inside the PDF (FontFile2 or FontFile3) through the CID the page writes.
 * A character whose glyph has no outline shows as a blank, whatever the ToUnicode map says.
 */
export type ShownGlyph = { char: string; font: string; outline: boolean };
/** `embeddedFonts`: the BaseFont of every composite (Type0) font the file holds, shown or not. */
export type ShownPdf = { lines: string[]; glyphs: ShownGlyph[]; embeddedFonts: string[] };

/** A font as a page uses it: how its codes become characters, and whether each is drawn with an outline. */
type PageFont = { name: string; decode: (hex: string) => ShownGlyph[] };

export async function readShownPdf(bytes: Uint8Array): Promise<ShownPdf> {
  const doc = await PDFDocument.load(bytes);
  const lookup = <T extends PDFObject>(value: PDFObject | undefined) => (value instanceof PDFRef ? doc.context.lookup(value) : value) as T;
  const fontCache = new Map<PDFObject, PageFont>();
  const lines: string[] = [];
  const glyphs: ShownGlyph[] = [];
  for (const page of doc.getPages()) {
    const resources = lookup<PDFDict>(page.node.get(PDFName.of('Resources')));
    const fonts = lookup<PDFDict>(resources.get(PDFName.of('Font')));
    const fontNamed = (name: string) => {
      const dict = lookup<PDFDict>(fonts.get(PDFName.of(name)));
      let font = fontCache.get(dict);
      if (!font) fontCache.set(dict, (font = pageFont(dict, lookup)));
      return font;
    };
    let y: string | undefined;
    let current: PageFont | undefined;
    // pdf-lib writes each run as `/Font size Tf`, `1 0 0 1 x y Tm` and one hex string shown with Tj.
    for (const [, font, tmY, hex] of contentOf(page.node, lookup).matchAll(
      /\/(\S+) [\d.]+ Tf|1 0 0 1 [\d.-]+ ([\d.-]+) Tm|<([0-9A-Fa-f]*)> Tj/g,
    )) {
      if (font) current = fontNamed(font);
      else if (tmY) {
        if (tmY !== y) lines.push('');
        y = tmY;
      } else if (hex !== undefined && current) {
        const shown = current.decode(hex);
        glyphs.push(...shown);
        lines[lines.length - 1] += shown.map((glyph) => glyph.char).join('');
      }
    }
  }
  const embeddedFonts = doc.context
    .enumerateIndirectObjects()
    .flatMap(([, object]) => (object instanceof PDFDict && object.get(PDFName.of('Subtype'))?.toString() === '/Type0' ? [object] : []))
    .map((font) => font.get(PDFName.of('BaseFont'))!.toString().slice(1));
  return { lines, glyphs, embeddedFonts };
}

function contentOf(node: PDFDict, lookup: <T extends PDFObject>(value: PDFObject | undefined) => T): string {
  const contents = lookup<PDFObject>(node.get(PDFName.of('Contents')));
  const streams = contents instanceof PDFArray ? contents.asArray().map((ref) => lookup<PDFRawStream>(ref)) : [contents as PDFRawStream];
  return streams.map((stream) => Buffer.from(decodePDFRawStream(stream).decode()).toString('latin1')).join('\n');
}

function pageFont(dict: PDFDict, lookup: <T extends PDFObject>(value: PDFObject | undefined) => T): PageFont {
  const name = dict.get(PDFName.of('BaseFont'))!.toString().slice(1);
  if (dict.get(PDFName.of('Subtype'))?.toString() !== '/Type0') {
    // A standard 14 font (Helvetica, WinAnsi): the viewer has its outlines; one byte a character.
    return {
      name,
      decode: (hex) =>
        (hex.match(/../g) ?? []).map((code) => ({ char: String.fromCharCode(parseInt(code, 16)), font: name, outline: true })),
    };
  }
  const descendant = lookup<PDFDict>(lookup<PDFArray>(dict.get(PDFName.of('DescendantFonts'))).get(0));
  if (descendant.get(PDFName.of('CIDToGIDMap'))?.toString() !== '/Identity')
    throw new Error(`${name}: only an Identity CIDToGIDMap is read`);
  const descriptor = lookup<PDFDict>(descendant.get(PDFName.of('FontDescriptor')));
  const fileRef = descriptor.get(PDFName.of('FontFile2')) ?? descriptor.get(PDFName.of('FontFile3'));
  if (!fileRef) throw new Error(`${name}: the font program is not embedded`);
  const program = fontkit.create(Buffer.from(decodePDFRawStream(lookup<PDFRawStream>(fileRef)).decode()));
  const unicodeOf = toUnicode(lookup<PDFRawStream>(dict.get(PDFName.of('ToUnicode'))));
  return {
    name,
    decode: (hex) =>
      (hex.match(/..../g) ?? []).map((code) => {
        const cid = parseInt(code, 16);
        return { char: unicodeOf.get(cid) ?? '\uFFFD', font: name, outline: hasOutline(program, cid) };
      }),
  };
}

/** Whether a glyph draws anything: path commands enclosing a non-empty box (glyph data cut short, as a broken subset leaves it, draws nothing). */
function hasOutline(program: ReturnType<typeof fontkit.create>, id: number): boolean {
  try {
    const { path } = program.getGlyph(id);
    const { minX, minY, maxX, maxY } = path.bbox;
    return path.toSVG() !== '' && maxX > minX && maxY > minY;
  } catch {
    return false;
  }
}

/** A ToUnicode CMap's bfchar entries (pdf-lib writes no ranges): CID to text, UTF-16BE hex with surrogate pairs. */
function toUnicode(stream: PDFRawStream): Map<number, string> {
  const cmap = Buffer.from(decodePDFRawStream(stream).decode()).toString('latin1');
  const text = (hex: string) => String.fromCharCode(...(hex.match(/..../g) ?? []).map((unit) => parseInt(unit, 16)));
  const map = new Map<number, string>();
  for (const [, body] of cmap.matchAll(/beginbfchar([\s\S]*?)endbfchar/g))
    for (const [, cid, hex] of body!.matchAll(/<([0-9A-Fa-f]+)>\s*<([0-9A-Fa-f]+)>/g)) map.set(parseInt(cid!, 16), text(hex!));
  return map;
}
