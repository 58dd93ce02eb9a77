import fontkit from '@pdf-lib/fontkit';
import { PDFDocument, StandardFonts, rgb, type PDFFont, type PDFPage } from 'pdf-lib';
import { OWNERSHIP_TYPES } from '@app/shared/reference/offers';
import { listingPriceText } from '@app/shared/offers/offer-pages';
import { offerMoney } from '@app/shared/offers/offer-terms';
import type { TLocale } from '@app/shared/constants/locale';
import type { OfferTarget } from '../listings/index';
import type { OfferFinalSignatureRow, OfferRow, OfferSignatureRow } from './offers.repo';
import { cjkFontBytes, type CjkFace } from './offer-pdf-fonts';

/** The PDF's headings in each interface language (Chinese written with an embedded Noto Sans subset). */
const LABELS = {
  'en-us': {
    title: 'Offer to Purchase',
    property: 'Property',
    offerPrice: 'Offer price',
    listingPrice: 'Listing price',
    ownership: 'Ownership type',
    titleHeldAs: 'Title will be held as',
    buyers: 'Buyers',
    agent: "Buyer's agent",
    closing: 'Closing timeline (days)',
    escrow: 'Escrow period (days)',
    deposits: 'Escrow deposits',
    balance: 'Balance',
    ownerCarry: 'Owner carry',
    minimumCounter: 'Minimum counter',
    otherTerms: 'Other terms',
    bookingDeposit: 'Booking deposit',
    signatures: 'Signatures',
    signedAt: 'signed',
    offerId: 'Offer',
    finalTitle: 'Final Terms of Purchase',
    finalSignatures: 'Final terms, signed by both sides',
    buyerSide: 'Buyer side',
    sellerSide: 'Seller side',
    escrowOpened: 'Escrow opened',
    dueOn: 'due',
  },
  es: {
    title: 'Oferta de compra',
    property: 'Propiedad',
    offerPrice: 'Precio ofrecido',
    listingPrice: 'Precio del anuncio',
    ownership: 'Tipo de titularidad',
    titleHeldAs: 'El título estará a nombre de',
    buyers: 'Compradores',
    agent: 'Agente del comprador',
    closing: 'Plazo de cierre (días)',
    escrow: 'Período de depósito en garantía (días)',
    deposits: 'Depósitos en garantía',
    balance: 'Saldo',
    ownerCarry: 'Financiación del propietario',
    minimumCounter: 'Contraoferta mínima',
    otherTerms: 'Otras condiciones',
    bookingDeposit: 'Depósito de reserva',
    signatures: 'Firmas',
    signedAt: 'firmado',
    offerId: 'Oferta',
    finalTitle: 'Condiciones finales de compra',
    finalSignatures: 'Condiciones finales, firmadas por ambas partes',
    buyerSide: 'Parte compradora',
    sellerSide: 'Parte vendedora',
    escrowOpened: 'Apertura del depósito en garantía',
    dueOn: 'vence',
  },
  'zh-Hant': {
    title: '購買要約書',
    property: '物業',
    offerPrice: '出價',
    listingPrice: '掛牌價',
    ownership: '所有權類型',
    titleHeldAs: '產權登記方式',
    buyers: '買方',
    agent: '買方經紀人',
    closing: '成交期限（天）',
    escrow: '託管期（天）',
    deposits: '託管保證金',
    balance: '餘額',
    ownerCarry: '屋主貸款',
    minimumCounter: '最低還價',
    otherTerms: '其他條款',
    bookingDeposit: '預訂保證金',
    signatures: '簽名',
    signedAt: '簽署於',
    offerId: '出價編號',
    finalTitle: '最終購買條款',
    finalSignatures: '最終條款（雙方簽署）',
    buyerSide: '買方',
    sellerSide: '賣方',
    escrowOpened: '託管開立',
    dueOn: '到期',
  },
  'zh-Hans': {
    title: '购买要约书',
    property: '房产',
    offerPrice: '出价',
    listingPrice: '挂牌价',
    ownership: '所有权类型',
    titleHeldAs: '产权登记方式',
    buyers: '买方',
    agent: '买方经纪人',
    closing: '成交期限（天）',
    escrow: '托管期（天）',
    deposits: '托管保证金',
    balance: '余额',
    ownerCarry: '业主贷款',
    minimumCounter: '最低还价',
    otherTerms: '其他条款',
    bookingDeposit: '预订保证金',
    signatures: '签名',
    signedAt: '签署于',
    offerId: '出价编号',
    finalTitle: '最终购买条款',
    finalSignatures: '最终条款（双方签署）',
    buyerSide: '买方',
    sellerSide: '卖方',
    escrowOpened: '托管开立',
    dueOn: '到期',
  },
} as const;
type Labels = Record<keyof (typeof LABELS)['en-us'], string>;
export type PdfLocale = keyof typeof LABELS;

/** The ownership types and deposit clocks in each PDF language (the spec's English names in en-us). */
const TERMS: Record<PdfLocale, { ownership: Record<string, string>; dueAfter: Record<string, string> }> = {
  'en-us': {
    ownership: Object.fromEntries(OWNERSHIP_TYPES.map((type) => [type.id, type.label])),
    dueAfter: {
      'signed-offer': 'after the signed offer',
      'escrow-opened': 'after escrow opens',
      'previous-deposit': 'after the previous deposit',
    },
  },
  es: {
    ownership: {
      'sole-ownership': 'Propiedad individual',
      'joint-tenancy': 'Copropiedad con derecho de acrecer',
      'tenants-in-common': 'Copropiedad por cuotas',
      'community-property': 'Bienes gananciales',
      'living-trust': 'Fideicomiso en vida',
      company: 'Empresa',
      'company-director': 'Director de una empresa',
    },
    dueAfter: {
      'signed-offer': 'tras la oferta firmada',
      'escrow-opened': 'tras la apertura del depósito en garantía',
      'previous-deposit': 'tras el depósito anterior',
    },
  },
  'zh-Hant': {
    ownership: {
      'sole-ownership': '單獨所有',
      'joint-tenancy': '聯權共有',
      'tenants-in-common': '分權共有',
      'community-property': '夫妻共同財產',
      'living-trust': '生前信託',
      company: '公司',
      'company-director': '公司董事',
    },
    dueAfter: { 'signed-offer': '要約簽署後', 'escrow-opened': '託管開立後', 'previous-deposit': '上一筆保證金後' },
  },
  'zh-Hans': {
    ownership: {
      'sole-ownership': '单独所有',
      'joint-tenancy': '联权共有',
      'tenants-in-common': '分权共有',
      'community-property': '夫妻共同财产',
      'living-trust': '生前信托',
      company: '公司',
      'company-director': '公司董事',
    },
    dueAfter: { 'signed-offer': '要约签署后', 'escrow-opened': '托管开立后', 'previous-deposit': '上一笔保证金后' },
  },
};

/** The language the offer PDF is written in: the buyer's (decision 053: Chinese too, with an embedded CJK font). */
export function pdfLocaleFor(locale: TLocale): PdfLocale {
  return locale;
}

/** A font and the code points it can write; text is drawn in runs, each with the first face that has its characters. */
type Face = { font: PDFFont; has: (codePoint: number) => boolean };
type Writer = { page: PDFPage; y: number; faces: Face[]; boldFaces: Face[]; doc: PDFDocument };

/** What Helvetica (WinAnsi) can write. */
const winAnsi = (cp: number) => (cp >= 0x20 && cp <= 0x7e) || (cp >= 0xa0 && cp <= 0xff) || [0x2019, 0x2013, 0x2014, 0x20ac].includes(cp);
/** Characters beyond Latin-1 that are letters (CJK, Cyrillic, ...), for which an English copy needs the CJK faces too. */
const NEEDS_CJK = /[^\t\n\r\x20-\u00FF\u2019\u2013\u2014\u20AC]/;

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

function line(w: Writer, text: string, options: { bold?: boolean; size?: number; indent?: number } = {}) {
  const size = options.size ?? 10;
  if (w.y < 60) {
    w.page = w.doc.addPage([612, 792]);
    w.y = 750;
  }
  let x = 50 + (options.indent ?? 0);
  for (const run of runs(text, options.bold ? w.boldFaces : w.faces)) {
    w.page.drawText(run.text, { x, y: w.y, size, font: run.face.font, color: rgb(0.1, 0.1, 0.1) });
    x += run.face.font.widthOfTextAtSize(run.text, size);
  }
  w.y -= size + 6;
}

/** Embeds a CJK font as a subset (only the glyphs the document uses are written). */
async function cjkFace(doc: PDFDocument, face: CjkFace): Promise<Face> {
  const font = await doc.embedFont(await cjkFontBytes(face), { subset: true });
  const set = new Set(font.getCharacterSet());
  return { font, has: (cp) => cp >= 0x20 && set.has(cp) };
}

/**
 * The faces of a document: Chinese is written with Noto Sans TC (zh-Hant) or SC (zh-Hans) first,
 * the other as a fallback; Latin copies keep Helvetica and add the CJK faces only when the offer
 * holds such text (a buyer's name in Chinese), so an English-only PDF stays small.
 */
async function facesFor(doc: PDFDocument, locale: PdfLocale, texts: string): Promise<{ faces: Face[]; boldFaces: Face[] }> {
  if (locale === 'zh-Hant' || locale === 'zh-Hans') {
    const faces = await cjkFaces(doc, locale === 'zh-Hant' ? ['tc', 'sc'] : ['sc', 'tc'], texts);
    return { faces, boldFaces: faces };
  }
  const helvetica = { font: await doc.embedFont(StandardFonts.Helvetica), has: winAnsi };
  const bold = { font: await doc.embedFont(StandardFonts.HelveticaBold), has: winAnsi };
  const extra = NEEDS_CJK.test(texts) ? await cjkFaces(doc, ['tc', 'sc'], texts) : [];
  return { faces: [helvetica, ...extra], boldFaces: [bold, ...extra] };
}

/**
 * The first CJK face, and the second only when the text holds characters the first lacks (a
 * Simplified name in a zh-Hant offer): parsing a CJK font is most of a PDF's render time.
 */
async function cjkFaces(doc: PDFDocument, [first, second]: [CjkFace, CjkFace], texts: string): Promise<Face[]> {
  const primary = await cjkFace(doc, first);
  const missing = [...texts].some((char) => char.codePointAt(0)! >= 0x20 && !primary.has(char.codePointAt(0)!));
  return missing ? [primary, await cjkFace(doc, second)] : [primary];
}

/** A signature's mark: the typed name, or the drawn image scaled into its box. */
async function drawMark(w: Writer, signature: { method: 'typed' | 'drawn'; typedName: string | null; image: string | null }) {
  if (signature.method === 'typed') line(w, `/s/ ${signature.typedName ?? ''}`, { indent: 20, size: 14 });
  else if (signature.image) {
    const png = await w.doc.embedPng(Buffer.from(signature.image.split(',')[1] ?? '', 'base64'));
    const scale = Math.min(1, 160 / png.width, 50 / png.height);
    if (w.y < 110) {
      w.page = w.doc.addPage([612, 792]);
      w.y = 750;
    }
    w.page.drawImage(png, { x: 70, y: w.y - png.height * scale + 8, width: png.width * scale, height: png.height * scale });
    w.y -= png.height * scale + 8;
  }
}

/** The final terms (finalize): both sides' signatures and when escrow opened, which fixes the deposits' due dates. */
export type FinalTerms = { signatures: OfferFinalSignatureRow[]; escrowOpenedAt: Date };

/**
 * The offer as a PDF (pdf-lib): the listing, the bid, title and vesting, the buyers, the terms with
 * the deposit schedule and balance, the booking deposit, and each buyer's signature (typed name, or
 * the drawn image) with its time and address. With `final`, the final terms: titled so, each
 * deposit with its due date, and both sides' signatures of the final terms after the buyers'.
 * Deterministic for the same input, so its SHA-256 identifies the document.
 */
export async function renderOfferPdf(input: {
  row: OfferRow;
  target: OfferTarget;
  signatures: OfferSignatureRow[];
  locale: PdfLocale;
  /** The booking deposit minimum in the offer's currency (depositMinimumOf); $100 when not given. */
  depositMinimum?: number;
  final?: FinalTerms;
}): Promise<Buffer> {
  const { row, target, signatures, final } = input;
  const l: Labels = LABELS[input.locale];
  const terms = TERMS[input.locale];
  const doc = await PDFDocument.create();
  doc.registerFontkit(fontkit);
  const fixed = new Date(final?.escrowOpenedAt ?? row.createdAt);
  doc.setCreationDate(fixed);
  doc.setModificationDate(fixed);
  const title = final ? l.finalTitle : l.title;
  doc.setTitle(`${title} ${row.id}`);
  doc.setProducer('Terranest');
  doc.setCreator('Terranest');
  const texts = JSON.stringify([
    row.draft,
    target.title,
    target.street,
    target.city,
    target.state,
    signatures.map((s) => s.typedName),
    final?.signatures.map((s) => s.typedName),
  ]);
  const w: Writer = { doc, page: doc.addPage([612, 792]), y: 740, ...(await facesFor(doc, input.locale, texts)) };
  const money = (minor: number | null | undefined) => (minor === null || minor === undefined ? '-' : listingPriceText(minor, row.currency));
  const d = row.draft;
  const opened = final?.escrowOpenedAt ?? null;
  const m = offerMoney(d, { signedAt: opened, escrowOpenedAt: opened }, input.depositMinimum);
  line(w, title, { bold: true, size: 18 });
  line(w, `${l.offerId}: ${row.id}`, { size: 8 });
  line(w, `${l.property}: ${target.title ?? ''}, ${[target.street, target.city, target.state].filter(Boolean).join(', ')}`);
  line(w, `${l.listingPrice}: ${money(target.priceMinor)}`);
  line(w, `${l.offerPrice}: ${money(d.basics?.offerPrice)}`, { bold: true });
  line(w, `${l.closing}: ${d.basics?.closingDays ?? '-'}`);
  const ownership = (d.titleVesting?.ownershipType && terms.ownership[d.titleVesting.ownershipType]) ?? '-';
  line(w, `${l.ownership}: ${ownership}${d.titleVesting?.entityName ? ` (${d.titleVesting.entityName})` : ''}`);
  line(w, `${l.titleHeldAs}: ${d.titleVesting?.titleHeldAs ?? ''}`);
  line(w, l.buyers, { bold: true, size: 12 });
  for (const buyer of d.buyers?.buyers ?? []) {
    const a = buyer.address;
    line(w, `${buyer.name?.first ?? ''} ${buyer.name?.last ?? ''} <${buyer.email ?? ''}> ${buyer.phone ?? ''}`, { indent: 10 });
    line(w, [a?.street, a?.apt, a?.city, a?.state, a?.zip_code, a?.country?.toUpperCase()].filter(Boolean).join(', '), {
      indent: 20,
      size: 9,
    });
  }
  const agent = d.buyers?.buyingAgentInformation;
  if (agent?.agentEmail) line(w, `${l.agent}: ${agent.name ?? ''} <${agent.agentEmail}>`);
  line(w, `${l.escrow}: ${d.terms?.escrowPeriodDays ?? '-'}`);
  if (opened) line(w, `${l.escrowOpened}: ${opened.toISOString().slice(0, 10)}`);
  line(w, l.deposits, { bold: true, size: 12 });
  m.deposits.forEach((deposit, i) => {
    const due = deposit.dueAt ? `, ${l.dueOn} ${deposit.dueAt.slice(0, 10)}` : '';
    line(w, `${i + 1}. ${money(deposit.deposit)} (${terms.dueAfter[deposit.dueAfter] ?? deposit.dueAfter}${due})`, { indent: 10 });
  });
  line(w, `${l.balance}: ${money(m.balance)}`);
  line(w, `${l.ownerCarry}: ${money(d.terms?.ownerCarry ?? 0)}`);
  line(w, `${l.minimumCounter}: ${money(d.terms?.minimumCounter)}`);
  if (d.terms?.otherTerms) {
    line(w, l.otherTerms, { bold: true });
    // Latin text wraps at spaces; Chinese (no spaces) every 50 characters.
    const wrap = NEEDS_CJK.test(d.terms.otherTerms) ? /.{1,50}/gu : /.{1,95}(\s|$)|\S{1,95}/g;
    for (const part of d.terms.otherTerms.match(wrap) ?? []) line(w, part.trim(), { size: 9 });
  }
  line(w, `${l.bookingDeposit}: ${money(m.bookingDeposit)}`);
  line(w, l.signatures, { bold: true, size: 12 });
  for (const signature of signatures) {
    const buyer = (d.buyers?.buyers ?? []).find((entry) => entry._id === signature.buyerId);
    const name = `${buyer?.name?.first ?? ''} ${buyer?.name?.last ?? ''}`.trim();
    line(w, `${name}, ${l.signedAt} ${signature.signedAt.toISOString()} (${signature.ip})`, { indent: 10 });
    await drawMark(w, signature);
  }
  if (final) {
    line(w, l.finalSignatures, { bold: true, size: 12 });
    for (const signature of final.signatures) {
      const side = signature.side === 'buyer' ? l.buyerSide : l.sellerSide;
      line(w, `${side}, ${l.signedAt} ${signature.signedAt.toISOString()} (${signature.ip})`, { indent: 10 });
      await drawMark(w, signature);
    }
  }
  return Buffer.from(await doc.save({ useObjectStreams: false }));
}
