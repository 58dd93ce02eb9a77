import { inflateSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { PDFDict, PDFDocument, PDFName, PDFRef, type PDFArray, type PDFRawStream } from 'pdf-lib';
import type { TOfferDraft } from '@app/shared/offers/offer-draft.schema';
import type { OfferTarget } from '../listings/index';
import { renderOfferPdf, type PdfLocale } from './offer-pdf';
import type { OfferRow, OfferSignatureRow } from './offers.repo';

const buyerId = '6f1f3a8e-3f7e-4b0a-9a51-0d6c1e2b3c4d';
const draft = {
  basics: { offerPrice: 60_000_000, filledBy: 'buyer', closingDays: 30 },
  titleVesting: { ownershipType: 'joint-tenancy', titleHeldAs: '林美與陳偉，聯權共有' },
  buyers: {
    buyers: [
      {
        _id: buyerId,
        name: { first: '美', last: '林' },
        address: { street: '信義路五段7號', city: '台北市', zip_code: '110', country: 'tw' },
        email: 'mei@example.com',
        phone: '+886 2 8101 8800',
      },
    ],
  },
  terms: { initial_escrow_deposit: { deposit: 1_800_000 }, escrowPeriodDays: 30, minimumCounter: 59_000_000, otherTerms: '附帶家具' },
} as unknown as TOfferDraft;
const row = { id: 'a0000000-0000-4000-8000-000000000001', createdAt: new Date('2026-11-01T00:00:00Z'), currency: 'USD', draft } as OfferRow;
const target: OfferTarget = {
  id: 'b0000000-0000-4000-8000-000000000001',
  ownerId: 'c0000000-0000-4000-8000-000000000001',
  title: 'Sunny condo',
  priceMinor: 68_500_000,
  currency: 'USD',
  street: '1 Market St',
  city: 'San Francisco',
  state: 'CA',
  country: 'us',
  latitude: null,
  longitude: null,
  photo: null,
  agentListed: false,
  exclusiveListingOnFile: true,
  open: true,
  onMarket: true,
};
const signatures = [
  { buyerId, method: 'typed', typedName: '林美', ip: '203.0.113.9', signedAt: new Date('2026-11-02T00:00:00Z') } as OfferSignatureRow,
];

/** The embedded fonts of a PDF: each font's BaseFont, whether its file is embedded, and the text its ToUnicode map can write. */
async function fontsOf(bytes: Buffer) {
  const doc = await PDFDocument.load(bytes);
  const fonts: { name: string; embedded: boolean; unicode: string }[] = [];
  const deref = (value: unknown) => (value instanceof PDFRef ? doc.context.lookup(value) : value);
  for (const [, object] of doc.context.enumerateIndirectObjects()) {
    if (!(object instanceof PDFDict) || object.get(PDFName.of('Subtype'))?.toString() !== '/Type0') continue;
    const descendant = deref((deref(object.get(PDFName.of('DescendantFonts'))) as PDFArray).get(0)) as PDFDict;
    const descriptor = deref(descendant.get(PDFName.of('FontDescriptor'))) as PDFDict;
    const toUnicode = deref(object.get(PDFName.of('ToUnicode'))) as PDFRawStream;
    const cmap = inflateSync(toUnicode.contents).toString('latin1');
    // bfrange/bfchar targets are UTF-16BE hex: decode every <XXXX> four-digit code.
    const unicode = [...cmap.matchAll(/<([0-9A-F]{4})>/gi)].map((m) => String.fromCharCode(parseInt(m[1]!, 16))).join('');
    fonts.push({
      name: object.get(PDFName.of('BaseFont'))!.toString(),
      embedded: descriptor.get(PDFName.of('FontFile2')) !== undefined,
      unicode,
    });
  }
  return fonts;
}

const render = (locale: PdfLocale) => renderOfferPdf({ row, target, signatures, locale });

describe('the offer PDF in Chinese (decision 053)', () => {
  it('a zh-Hant offer embeds a Noto Sans TC subset that writes its Chinese headings and the buyer’s Chinese text', async () => {
    const started = performance.now();
    const bytes = await render('zh-Hant');
    const ms = performance.now() - started;
    console.info(`zh-Hant offer PDF: ${bytes.length} bytes in ${ms.toFixed(0)} ms`);
    const fonts = await fontsOf(bytes);
    const tc = fonts.find((font) => font.name.includes('NotoSansTC'));
    expect(tc, JSON.stringify(fonts.map((f) => f.name))).toBeDefined();
    expect(tc!.embedded).toBe(true);
    for (const text of ['購買要約書', '出價', '聯權共有', '林美', '信義路', '附帶家具'])
      for (const char of text) expect(tc!.unicode).toContain(char);
    // A subset: a few hundred kilobytes at most, not the 7 MB font.
    expect(bytes.length).toBeLessThan(400_000);
  });

  it('a zh-Hans offer is written with Noto Sans SC in Simplified headings', async () => {
    const fonts = await fontsOf(await render('zh-Hans'));
    const sc = fonts.find((font) => font.name.includes('NotoSansSC'))!;
    expect(sc.embedded).toBe(true);
    for (const char of '购买要约书签名') expect(sc.unicode).toContain(char);
  });

  it('a zh-Hant offer with a Simplified name (not in Noto Sans TC) writes it with the Noto Sans SC fallback', async () => {
    const simplified = {
      ...draft,
      buyers: { buyers: [{ ...draft.buyers!.buyers![0]!, name: { first: '这', last: '林' } }] },
    } as TOfferDraft;
    const fonts = await fontsOf(await renderOfferPdf({ row: { ...row, draft: simplified }, target, signatures, locale: 'zh-Hant' }));
    expect(fonts.find((font) => font.name.includes('NotoSansSC'))?.unicode).toContain('这');
    // Without such a name only the TC face is embedded.
    expect((await fontsOf(await render('zh-Hant'))).map((font) => font.name).join()).not.toContain('NotoSansSC');
  });

  it('the English copy keeps its English headings and writes the Chinese names with the CJK font, not question marks', async () => {
    const bytes = await render('en-us');
    const doc = await PDFDocument.load(bytes);
    expect(doc.getTitle()).toBe(`Offer to Purchase ${row.id}`);
    const fonts = await fontsOf(bytes);
    expect(fonts.some((font) => font.embedded && font.unicode.includes('林'))).toBe(true);
  });

  it('the same offer renders to the same bytes (its SHA-256 identifies it)', async () => {
    expect((await render('zh-Hant')).equals(await render('zh-Hant'))).toBe(true);
  });
});
