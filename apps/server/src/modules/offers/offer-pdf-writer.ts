import fontkit from '@pdf-lib/fontkit';
import { StandardFonts, rgb, type PDFDocument, type PDFFont, type PDFPage } from 'pdf-lib';
import { cjkFontSubset, type CjkFace } from './offer-pdf-fonts';

/** What the offer PDF's pages hold, top to bottom: lines of text, and drawn signatures (a PNG data URL). */
export type PdfBlock = { text: string; bold?: boolean; size?: number; indent?: number } | { image: string };

/**
 * The faces a copy is written with: 'tc' is Noto Sans TC then SC for what TC lacks (zh-Hant), 'sc'
 * the reverse (zh-Hans), 'latin' Helvetica, then the CJK faces only for characters beyond it (a
 * buyer's name in Chinese), so a Latin-only PDF embeds no font at all.
 */
export type PdfScript = CjkFace | 'latin';

/** A font and the code points it can write; text is drawn in runs, each with the first face that has its characters. */
type Face = { font: PDFFont; has: (codePoint: number) => boolean };
type Writer = { page: PDFPage; y: number; faces: Face[]; boldFaces: Face[]; doc: PDFDocument };

/** What Helvetica (WinAnsi) can write. */
const winAnsi = (cp: number) => (cp >= 0x20 && cp <= 0x7e) || (cp >= 0xa0 && cp <= 0xff) || [0x2019, 0x2013, 0x2014, 0x20ac].includes(cp);

/**
 * Writes the blocks onto US Letter pages from the top, a new page when one is full. The fonts are
 * chosen and cut to the exact characters of the blocks first: every character has its glyph, whole.
 */
export async function writePdfPages(doc: PDFDocument, blocks: PdfBlock[], script: PdfScript): Promise<void> {
  const text = blocks.map((block) => ('text' in block ? block.text : '')).join('');
  const w: Writer = { doc, page: doc.addPage([612, 792]), y: 740, ...(await facesFor(doc, script, text)) };
  for (const block of blocks) {
    if ('text' in block) line(w, block);
    else await image(w, block.image);
  }
}

async function facesFor(doc: PDFDocument, script: PdfScript, text: string): Promise<{ faces: Face[]; boldFaces: Face[] }> {
  if (script !== 'latin') {
    // '?' stands in for a character no face has, written with the first face.
    const faces = await cjkFaces(doc, script === 'tc' ? ['tc', 'sc'] : ['sc', 'tc'], `?${text}`);
    return { faces, boldFaces: faces };
  }
  const helvetica = { font: await doc.embedFont(StandardFonts.Helvetica), has: winAnsi };
  const bold = { font: await doc.embedFont(StandardFonts.HelveticaBold), has: winAnsi };
  const beyond = [...text].filter((char) => !winAnsi(char.codePointAt(0)!)).join('');
  const extra = beyond ? await cjkFaces(doc, ['tc', 'sc'], beyond) : [];
  return { faces: [helvetica, ...extra], boldFaces: [bold, ...extra] };
}

/**
 * Each face in turn, cut to the characters of `text` the faces before it lack, and embedded whole
 * (the subset is the font) only when it writes some of them: the second face only for a Simplified
 * name in a zh-Hant offer, say.
 */
async function cjkFaces(doc: PDFDocument, order: CjkFace[], text: string): Promise<Face[]> {
  const faces: Face[] = [];
  let rest = [...new Set(text)].filter((char) => char.codePointAt(0)! >= 0x20);
  for (const face of order) {
    if (rest.length === 0) break;
    const bytes = await cjkFontSubset(face, rest.join(''));
    const has = new Set(fontkit.create(bytes).characterSet);
    if (!rest.some((char) => has.has(char.codePointAt(0)!))) continue;
    faces.push({ font: await doc.embedFont(bytes, { subset: false }), has: (cp) => cp >= 0x20 && has.has(cp) });
    rest = rest.filter((char) => !has.has(char.codePointAt(0)!));
  }
  return faces;
}

function runs(text: string, faces: Face[]): { face: Face; text: string }[] {
  const out: { face: Face; text: string }[] = [];
  for (const char of text) {
    const cp = char.codePointAt(0)!;
    const face = faces.find((candidate) => candidate.has(cp));
    // No face writes it: a '?' in the first face, never a crash.
    const [use, written] = face ? [face, char] : [faces[0]!, '?'];
    const last = out.at(-1);
    if (last && last.face === use) last.text += written;
    else out.push({ face: use, text: written });
  }
  return out;
}

function line(w: Writer, block: { text: string; bold?: boolean; size?: number; indent?: number }) {
  const size = block.size ?? 10;
  if (w.y < 60) {
    w.page = w.doc.addPage([612, 792]);
    w.y = 750;
  }
  let x = 50 + (block.indent ?? 0);
  for (const run of runs(block.text, block.bold ? w.boldFaces : w.faces)) {
    w.page.drawText(run.text, { x, y: w.y, size, font: run.face.font, color: rgb(0.1, 0.1, 0.1) });
    x += run.face.font.widthOfTextAtSize(run.text, size);
  }
  w.y -= size + 6;
}

/** A drawn signature, scaled into its 160 by 50 box. */
async function image(w: Writer, dataUrl: string) {
  const png = await w.doc.embedPng(Buffer.from(dataUrl.split(',')[1] ?? '', 'base64'));
  const scale = Math.min(1, 160 / png.width, 50 / png.height);
  if (w.y < 110) {
    w.page = w.doc.addPage([612, 792]);
    w.y = 750;
  }
  w.page.drawImage(png, { x: 70, y: w.y - png.height * scale + 8, width: png.width * scale, height: png.height * scale });
  w.y -= png.height * scale + 8;
}
