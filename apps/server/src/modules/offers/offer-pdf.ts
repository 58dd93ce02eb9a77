import fontkit from '@pdf-lib/fontkit';
import { PDFDocument } from 'pdf-lib';
import { OWNERSHIP_TYPES } from '@app/shared/reference/offers';
import { listingPriceText } from '@app/shared/offers/offer-pages';
import { offerMoney } from '@app/shared/offers/offer-terms';
import type { TLocale } from '@app/shared/constants/locale';
import type { OfferTarget } from '../listings/index';
import type { OfferFinalSignatureRow, OfferRow, OfferSignatureRow } from './offers.repo';
import { writePdfPages, type PdfBlock, type PdfScript } from './offer-pdf-writer';

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

/** Characters beyond Latin-1 (CJK, Cyrillic, ...): text of them has no spaces to wrap at. */
const BEYOND_LATIN = /[^\t\n\r\x20-\u00FF\u2019\u2013\u2014\u20AC]/;

/** Each copy's faces (offer-pdf-writer): Chinese in its Noto Sans face, Latin copies in Helvetica. */
const SCRIPT: Record<PdfLocale, PdfScript> = { 'en-us': 'latin', es: 'latin', 'zh-Hant': 'tc', 'zh-Hans': 'sc' };

/** A signature's mark: the typed name, or the drawn image. */
function mark(signature: { method: 'typed' | 'drawn'; typedName: string | null; image: string | null }): PdfBlock[] {
  if (signature.method === 'typed') return [{ text: `/s/ ${signature.typedName ?? ''}`, indent: 20, size: 14 }];
  return signature.image ? [{ image: signature.image }] : [];
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
  const blocks: PdfBlock[] = [];
  const line = (text: string, options: { bold?: boolean; size?: number; indent?: number } = {}) => {
    blocks.push({ text, ...options });
  };
  const money = (minor: number | null | undefined) => (minor === null || minor === undefined ? '-' : listingPriceText(minor, row.currency));
  const d = row.draft;
  const opened = final?.escrowOpenedAt ?? null;
  const m = offerMoney(d, { signedAt: opened, escrowOpenedAt: opened }, input.depositMinimum);
  line(title, { bold: true, size: 18 });
  line(`${l.offerId}: ${row.id}`, { size: 8 });
  line(`${l.property}: ${target.title ?? ''}, ${[target.street, target.city, target.state].filter(Boolean).join(', ')}`);
  line(`${l.listingPrice}: ${money(target.priceMinor)}`);
  line(`${l.offerPrice}: ${money(d.basics?.offerPrice)}`, { bold: true });
  line(`${l.closing}: ${d.basics?.closingDays ?? '-'}`);
  const ownership = (d.titleVesting?.ownershipType && terms.ownership[d.titleVesting.ownershipType]) ?? '-';
  line(`${l.ownership}: ${ownership}${d.titleVesting?.entityName ? ` (${d.titleVesting.entityName})` : ''}`);
  line(`${l.titleHeldAs}: ${d.titleVesting?.titleHeldAs ?? ''}`);
  line(l.buyers, { bold: true, size: 12 });
  for (const buyer of d.buyers?.buyers ?? []) {
    const a = buyer.address;
    line(`${buyer.name?.first ?? ''} ${buyer.name?.last ?? ''} <${buyer.email ?? ''}> ${buyer.phone ?? ''}`, { indent: 10 });
    line([a?.street, a?.apt, a?.city, a?.state, a?.zip_code, a?.country?.toUpperCase()].filter(Boolean).join(', '), {
      indent: 20,
      size: 9,
    });
  }
  const agent = d.buyers?.buyingAgentInformation;
  if (agent?.agentEmail) line(`${l.agent}: ${agent.name ?? ''} <${agent.agentEmail}>`);
  line(`${l.escrow}: ${d.terms?.escrowPeriodDays ?? '-'}`);
  if (opened) line(`${l.escrowOpened}: ${opened.toISOString().slice(0, 10)}`);
  line(l.deposits, { bold: true, size: 12 });
  m.deposits.forEach((deposit, i) => {
    const due = deposit.dueAt ? `, ${l.dueOn} ${deposit.dueAt.slice(0, 10)}` : '';
    line(`${i + 1}. ${money(deposit.deposit)} (${terms.dueAfter[deposit.dueAfter] ?? deposit.dueAfter}${due})`, { indent: 10 });
  });
  line(`${l.balance}: ${money(m.balance)}`);
  line(`${l.ownerCarry}: ${money(d.terms?.ownerCarry ?? 0)}`);
  line(`${l.minimumCounter}: ${money(d.terms?.minimumCounter)}`);
  if (d.terms?.otherTerms) {
    line(l.otherTerms, { bold: true });
    // Latin text wraps at spaces; Chinese (no spaces) every 50 characters.
    const wrap = BEYOND_LATIN.test(d.terms.otherTerms) ? /.{1,50}/gu : /.{1,95}(\s|$)|\S{1,95}/g;
    for (const part of d.terms.otherTerms.match(wrap) ?? []) line(part.trim(), { size: 9 });
  }
  line(`${l.bookingDeposit}: ${money(m.bookingDeposit)}`);
  line(l.signatures, { bold: true, size: 12 });
  for (const signature of signatures) {
    const buyer = (d.buyers?.buyers ?? []).find((entry) => entry._id === signature.buyerId);
    const name = `${buyer?.name?.first ?? ''} ${buyer?.name?.last ?? ''}`.trim();
    line(`${name}, ${l.signedAt} ${signature.signedAt.toISOString()} (${signature.ip})`, { indent: 10 });
    blocks.push(...mark(signature));
  }
  if (final) {
    line(l.finalSignatures, { bold: true, size: 12 });
    for (const signature of final.signatures) {
      const side = signature.side === 'buyer' ? l.buyerSide : l.sellerSide;
      line(`${side}, ${l.signedAt} ${signature.signedAt.toISOString()} (${signature.ip})`, { indent: 10 });
      blocks.push(...mark(signature));
    }
  }
  await writePdfPages(doc, blocks, SCRIPT[input.locale]);
  return Buffer.from(await doc.save({ useObjectStreams: false }));
}
