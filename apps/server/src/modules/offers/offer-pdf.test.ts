import { describe, expect, it } from 'vitest';
import { PDFDocument } from 'pdf-lib';
import type { TOfferDraft } from '@app/shared/offers/offer-draft.schema';
import type { OfferTarget } from '../listings/index';
import { renderOfferPdf, type PdfLocale } from './offer-pdf';
import { readShownPdf, type ShownPdf } from './offer-pdf.reader';
import type { OfferFinalSignatureRow, OfferRow, OfferSignatureRow } from './offers.repo';

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

const render = (locale: PdfLocale, overrides: Partial<Parameters<typeof renderOfferPdf>[0]> = {}) =>
  renderOfferPdf({ row, target, signatures, locale, ...overrides });

/** The characters shown with an embedded font whose glyph has no outline (a viewer draws them blank). */
const blanks = (shown: ShownPdf) =>
  shown.glyphs.filter((glyph) => !glyph.outline && glyph.char.trim() !== '').map((glyph) => `${glyph.char} (${glyph.font})`);
/** The characters a font writes on the pages. */
const writtenWith = (shown: ShownPdf, font: string) =>
  shown.glyphs
    .filter((glyph) => glyph.font.includes(font))
    .map((glyph) => glyph.char)
    .join('');

/** An offer by 王大明 (first name 大明, family name 王), signed with his typed name. */
const wang = {
  row: {
    ...row,
    draft: { ...draft, buyers: { buyers: [{ ...draft.buyers!.buyers![0]!, name: { first: '大明', last: '王' } }] } } as TOfferDraft,
  },
  signatures: [{ ...signatures[0]!, typedName: '王大明' }],
};

describe('the offer PDF in Chinese (decision 053)', () => {
  it('a zh-Hant offer shows its Chinese headings and the buyer’s Chinese text, every character drawn with an outline', async () => {
    const started = performance.now();
    const bytes = await render('zh-Hant');
    const ms = performance.now() - started;
    console.info(`zh-Hant offer PDF: ${bytes.length} bytes in ${ms.toFixed(0)} ms`);
    const shown = await readShownPdf(bytes);
    expect(shown.lines).toContain('購買要約書');
    expect(shown.lines).toContain('產權登記方式: 林美與陳偉，聯權共有');
    expect(shown.lines).toContain('美 林 <mei@example.com> +886 2 8101 8800');
    expect(shown.lines).toContain('信義路五段7號, 台北市, 110, TW');
    expect(shown.lines).toContain('附帶家具');
    expect(shown.lines).toContain('/s/ 林美');
    for (const char of '購買要約書出價聯權共有林美信義路附帶家具') expect(writtenWith(shown, 'NotoSansTC')).toContain(char);
    expect(blanks(shown)).toEqual([]);
    // A subset of the characters used: tens of kilobytes, not the 7 MB font.
    expect(bytes.length).toBeLessThan(60_000);
  });

  it('a zh-Hans offer is written with Noto Sans SC in Simplified headings, every character drawn with an outline', async () => {
    const shown = await readShownPdf(await render('zh-Hans'));
    expect(shown.lines).toContain('购买要约书');
    for (const char of '购买要约书签名') expect(writtenWith(shown, 'NotoSansSC')).toContain(char);
    expect(blanks(shown)).toEqual([]);
  });

  it('a zh-Hant offer with a Simplified name (not in Noto Sans TC) writes it with the Noto Sans SC fallback', async () => {
    const simplified = {
      ...draft,
      buyers: { buyers: [{ ...draft.buyers!.buyers![0]!, name: { first: '这', last: '林' } }] },
    } as TOfferDraft;
    const shown = await readShownPdf(await render('zh-Hant', { row: { ...row, draft: simplified } }));
    expect(shown.lines).toContain('这 林 <mei@example.com> +886 2 8101 8800');
    expect(new Set(writtenWith(shown, 'NotoSansSC'))).toEqual(new Set('这'));
    expect(blanks(shown)).toEqual([]);
    // Without such a name only the TC face is embedded.
    expect((await readShownPdf(await render('zh-Hant'))).embeddedFonts.join()).not.toContain('NotoSansSC');
  });

  it('the English copy keeps its English headings and shows the Chinese names whole, with outlines, not question marks', async () => {
    const bytes = await render('en-us', wang);
    console.info(`en-us offer PDF with a Chinese name: ${bytes.length} bytes`);
    expect((await PDFDocument.load(bytes)).getTitle()).toBe(`Offer to Purchase ${row.id}`);
    const shown = await readShownPdf(bytes);
    expect(shown.lines).toContain('Offer to Purchase');
    expect(shown.lines).toContain('大明 王 <mei@example.com> +886 2 8101 8800');
    expect(shown.lines).toContain('/s/ 王大明');
    expect(writtenWith(shown, 'NotoSansTC')).toContain('王大明');
    expect(blanks(shown)).toEqual([]);
    expect(bytes.length).toBeLessThan(30_000);
  });

  it('the final terms in Chinese show both sides’ Chinese signatures with outlines', async () => {
    const final = {
      escrowOpenedAt: new Date('2026-11-05T00:00:00Z'),
      signatures: (['buyer', 'seller'] as const).map(
        (side, i) =>
          ({
            side,
            method: 'typed',
            typedName: ['王大明', '陳志明'][i],
            ip: '203.0.113.9',
            signedAt: new Date('2026-11-04T00:00:00Z'),
          }) as OfferFinalSignatureRow,
      ),
    };
    const shown = await readShownPdf(await render('zh-Hant', { ...wang, final }));
    expect(shown.lines).toContain('最終購買條款');
    expect(shown.lines).toContain('最終條款（雙方簽署）');
    expect(shown.lines).toContain('/s/ 陳志明');
    expect(blanks(shown)).toEqual([]);
  });

  it('the same offer renders to the same bytes (its SHA-256 identifies it)', async () => {
    expect((await render('zh-Hant')).equals(await render('zh-Hant'))).toBe(true);
  });
});
