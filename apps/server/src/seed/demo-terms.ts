import type { TListingDraft } from '@app/shared/listings/listing-draft.schema';
import type { Region } from './data/cities';
import type { CompanyKind } from './data/companies';
import {
  BUILDING_NEGOTIABLE_ITEMS,
  COST_ITEMS,
  DEFAULT_PROPERTY_TAX_PERCENT,
  ESCROW_NOTES,
  HAZARD_REPORT_STATES,
  NEGOTIABLE_ITEMS,
  PROPERTY_TAX_PERCENT,
  type NonNegotiableItem,
  type Payer,
} from './data/terms';
import { pickWeighted } from './demo-amenities';
import type { Rng } from '../platform/rng/rng';

/** The Terms and Contacts steps of a demo listing. */
export type DemoTerms = Pick<TListingDraft, 'nonNegotiable' | 'negotiable' | 'feesAndTaxes'>;
export type Contact = NonNullable<TListingDraft['contacts']>[number];

/** An escrow or title company a listing can name: a demo account with these details. */
export type DemoCompany = {
  kind: CompanyKind;
  region: Region;
  companyName: string;
  officerName: string;
  phone: string;
  email: string;
};

const PAYERS = [
  ['both', 6],
  ['seller', 2],
  ['buyer', 2],
] as const;

/** The cost items a buyer must accept: a few of the usual ones, escrow costs as a percent. */
export function nonNegotiableTerms(rng: Rng, o: { state: string; hoa: boolean; building: boolean }): NonNegotiableItem[] {
  const out: NonNegotiableItem[] = [];
  if (HAZARD_REPORT_STATES.has(o.state) ? rng.chance(0.8) : rng.chance(0.04)) out.push({ item: 'natural-hazard-report', payer: 'seller' });
  for (const cost of COST_ITEMS) {
    if ((cost.hoa && !o.hoa) || (cost.building && !o.building)) continue;
    if (rng.chance(cost.odds)) out.push({ item: cost.item, payer: rng.weighted(cost.payers) });
  }
  if (rng.chance(0.6)) {
    const payer: Payer = rng.weighted(PAYERS);
    const escrow: NonNegotiableItem = { item: 'escrow-costs', payer, percent: rng.int(4, 8) * 0.25 };
    if (rng.chance(0.5)) escrow.note = rng.pick(ESCROW_NOTES[payer]);
    out.push(escrow);
  }
  return out;
}

/** What is open to offers, on about a third of the listings. */
export function negotiableTerms(rng: Rng, building: boolean): NonNullable<TListingDraft['negotiable']> {
  if (!rng.chance(0.35)) return [];
  const items = building ? NEGOTIABLE_ITEMS : NEGOTIABLE_ITEMS.filter(([label]) => !BUILDING_NEGOTIABLE_ITEMS.has(label));
  return pickWeighted(
    rng,
    items.map((item) => [item, 1] as const),
    rng.int(1, 2),
  ).map(([label, payer]) => ({ label, payer }));
}

/** The yearly property tax in cents: the state's rate with some spread, to the nearest $10. */
export function propertyTaxMinor(rng: Rng, priceMinor: number, state: string): number {
  const percent = PROPERTY_TAX_PERCENT[state] ?? DEFAULT_PROPERTY_TAX_PERCENT;
  const factor = Math.exp(Math.max(-0.2, Math.min(0.2, rng.normal(0, 0.08))));
  return Math.max(100, Math.round(((priceMinor / 100) * (percent / 100) * factor) / 10) * 10) * 100;
}

/** HOA (monthly) where there is one, and the property tax (annual). */
export function feesAndTaxes(hoaMinor: number | null, taxMinor: number): NonNullable<TListingDraft['feesAndTaxes']> {
  const out: NonNullable<TListingDraft['feesAndTaxes']> = [];
  if (hoaMinor) out.push({ item: 'hoa', amount: hoaMinor, term: 'monthly' });
  out.push({ item: 'property-tax', amount: taxMinor, term: 'annual' });
  return out;
}

export function contactOf(company: DemoCompany): Contact {
  return {
    kind: company.kind,
    companyName: company.companyName,
    officerName: company.officerName,
    phone: company.phone,
    email: company.email,
  };
}

function pickCompany(rng: Rng, companies: readonly DemoCompany[], kind: CompanyKind, region: Region): DemoCompany | undefined {
  const fitting = companies.filter((c) => c.kind === kind && c.region === region);
  return fitting.length > 0 ? rng.pick(fitting) : undefined;
}

/**
 * Escrow and title companies on about 40% of the listings (`always` for developments). The
 * West closes through escrow companies, the East through title companies; every company named
 * is a demo account, so the listing can be public.
 */
export function listingContacts(rng: Rng, companies: readonly DemoCompany[], region: Region, always = false): Contact[] {
  if (companies.length === 0 || !(always || rng.chance(0.4))) return [];
  const west = region === 'west' || region === 'southwest';
  const escrow = always || rng.chance(west ? 0.85 : 0.3);
  const title = always || rng.chance(west ? 0.7 : 0.85) || !escrow;
  const out: Contact[] = [];
  const escrowCompany = escrow ? pickCompany(rng, companies, 'escrow-company', region) : undefined;
  const titleCompany = title ? pickCompany(rng, companies, 'title-company', region) : undefined;
  if (escrowCompany) out.push(contactOf(escrowCompany));
  if (titleCompany) out.push(contactOf(titleCompany));
  return out;
}
