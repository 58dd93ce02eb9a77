import { PDFDocument, StandardFonts, rgb, type PDFFont, type PDFPage } from 'pdf-lib';
import { OWNERSHIP_TYPES } from '@app/shared/reference/offers';
import { listingPriceText } from '@app/shared/offers/offer-pages';
import { offerMoney } from '@app/shared/offers/offer-terms';
import type { TLocale } from '@app/shared/constants/locale';
import type { OfferTarget } from '../listings/index';
import type { OfferRow, OfferSignatureRow } from './offers.repo';

/** The PDF's headings in the languages a standard PDF font can write (Latin). */
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
  },
} as const;
type Labels = Record<keyof (typeof LABELS)['en-us'], string>;

/** The languages the PDF is written in: the buyer's when a standard font can write it, else English (decision 049). */
export function pdfLocaleFor(locale: TLocale): keyof typeof LABELS {
  return locale === 'es' ? 'es' : 'en-us';
}

type Writer = { page: PDFPage; y: number; font: PDFFont; bold: PDFFont; doc: PDFDocument };

function line(w: Writer, text: string, options: { bold?: boolean; size?: number; indent?: number } = {}) {
  const size = options.size ?? 10;
  if (w.y < 60) {
    w.page = w.doc.addPage([612, 792]);
    w.y = 750;
  }
  // Standard fonts write WinAnsi only: anything else becomes '?', never a crash.
  const safe = text.replace(/[^\x20-\x7E\u00A0-\u00FF\u2019\u2013\u2014\u20AC]/g, '?');
  w.page.drawText(safe, { x: 50 + (options.indent ?? 0), y: w.y, size, font: options.bold ? w.bold : w.font, color: rgb(0.1, 0.1, 0.1) });
  w.y -= size + 6;
}

/**
 * The offer as a PDF (pdf-lib): the listing, the bid, title and vesting, the buyers, the terms with
 * the deposit schedule and balance, the booking deposit, and each buyer's signature (typed name, or
 * the drawn image) with its time and address. Deterministic for the same input, so its SHA-256
 * identifies the document.
 */
export async function renderOfferPdf(input: {
  row: OfferRow;
  target: OfferTarget;
  signatures: OfferSignatureRow[];
  locale: keyof typeof LABELS;
}): Promise<Buffer> {
  const { row, target, signatures } = input;
  const l: Labels = LABELS[input.locale];
  const doc = await PDFDocument.create();
  const fixed = new Date(row.createdAt);
  doc.setCreationDate(fixed);
  doc.setModificationDate(fixed);
  doc.setTitle(`${l.title} ${row.id}`);
  doc.setProducer('Terranest');
  doc.setCreator('Terranest');
  const w: Writer = {
    doc,
    page: doc.addPage([612, 792]),
    y: 740,
    font: await doc.embedFont(StandardFonts.Helvetica),
    bold: await doc.embedFont(StandardFonts.HelveticaBold),
  };
  const money = (minor: number | null | undefined) => (minor === null || minor === undefined ? '-' : listingPriceText(minor, row.currency));
  const d = row.draft;
  const m = offerMoney(d);
  line(w, l.title, { bold: true, size: 18 });
  line(w, `${l.offerId}: ${row.id}`, { size: 8 });
  line(w, `${l.property}: ${target.title ?? ''}, ${[target.street, target.city, target.state].filter(Boolean).join(', ')}`);
  line(w, `${l.listingPrice}: ${money(target.priceMinor)}`);
  line(w, `${l.offerPrice}: ${money(d.basics?.offerPrice)}`, { bold: true });
  line(w, `${l.closing}: ${d.basics?.closingDays ?? '-'}`);
  const ownership = OWNERSHIP_TYPES.find((type) => type.id === d.titleVesting?.ownershipType)?.label ?? '-';
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
  line(w, l.deposits, { bold: true, size: 12 });
  m.deposits.forEach((deposit, i) => line(w, `${i + 1}. ${money(deposit.deposit)} (${deposit.dueAfter})`, { indent: 10 }));
  line(w, `${l.balance}: ${money(m.balance)}`);
  line(w, `${l.ownerCarry}: ${money(d.terms?.ownerCarry ?? 0)}`);
  line(w, `${l.minimumCounter}: ${money(d.terms?.minimumCounter)}`);
  if (d.terms?.otherTerms) for (const part of d.terms.otherTerms.match(/.{1,95}(\s|$)/g) ?? []) line(w, part.trim(), { size: 9 });
  line(w, `${l.bookingDeposit}: ${money(m.bookingDeposit)}`);
  line(w, l.signatures, { bold: true, size: 12 });
  for (const signature of signatures) {
    const buyer = (d.buyers?.buyers ?? []).find((entry) => entry._id === signature.buyerId);
    const name = `${buyer?.name?.first ?? ''} ${buyer?.name?.last ?? ''}`.trim();
    line(w, `${name}, ${l.signedAt} ${signature.signedAt.toISOString()} (${signature.ip})`, { indent: 10 });
    if (signature.method === 'typed') line(w, `/s/ ${signature.typedName ?? ''}`, { indent: 20, size: 14 });
    else if (signature.image) {
      const png = await doc.embedPng(Buffer.from(signature.image.split(',')[1] ?? '', 'base64'));
      const scale = Math.min(1, 160 / png.width, 50 / png.height);
      if (w.y < 110) {
        w.page = doc.addPage([612, 792]);
        w.y = 750;
      }
      w.page.drawImage(png, { x: 70, y: w.y - png.height * scale + 8, width: png.width * scale, height: png.height * scale });
      w.y -= png.height * scale + 8;
    }
  }
  return Buffer.from(await doc.save({ useObjectStreams: false }));
}
