import { z } from 'zod';
import { formatCurrency } from '../domain/money';
import { formatMessage, MESSAGES } from '../messages/messages';
import { EMAIL_PATTERN } from '../validation/email';
import { isValidPhone } from '../validation/phone';
import { countryHasPostalCodes } from '../validation/postal-code';
import { type TOwnershipTypeId } from '../reference/offers';
import { OFFER_PAGES, type TOfferDraft, type TOfferPage } from './offer-draft.schema';

/**
 * A page's state for the stepper: `invalid` answers break a rule and block saving and continuing
 * ('Part of the form has been incorrectly filled out…'); `missing` are unanswered questions and
 * rules not met yet (Confirm moves on with a notice). Complete when both are empty.
 */
export type TPageResult = { complete: boolean; invalid: Record<string, string>; missing: Record<string, string> };
export type TPageResults = Record<TOfferPage, TPageResult>;

/** What the rules need beyond the draft. */
export type TOfferContext = {
  /** The listing's price and currency ('Must be under the listing price {price}'). */
  listingPrice: number | null;
  currency: string;
  /** The email of whoever fills it out (a buyer's agent must represent another buyer). */
  fillerEmail: string;
  /** Buyers (by _id) whose signature on the offer is recorded. */
  signedBuyerIds: readonly string[];
};

type Errors = Record<string, string>;
type Check = { invalid: Errors; missing: Errors };
const blank = (value: unknown) => value === undefined || value === null || (typeof value === 'string' && value.trim() === '');
const required = MESSAGES.required;

function need(c: Check, path: string, value: unknown, message: string = required) {
  if (blank(value)) c.missing[path] ??= message;
}
function bad(c: Check, path: string, message: string) {
  c.invalid[path] ??= message;
}

/** The listing price as the rule's message shows it: '$685,000.00'. */
export function listingPriceText(priceMinor: number, currency: string): string {
  return formatCurrency(priceMinor, currency, 'en-US');
}

function basics(d: TOfferDraft, ctx: TOfferContext): Check {
  const c: Check = { invalid: {}, missing: {} };
  const b = d.basics ?? {};
  need(c, 'offerPrice', b.offerPrice);
  if (b.offerPrice === 0) bad(c, 'offerPrice', MESSAGES.invalidInput);
  if (b.offerPrice && ctx.listingPrice !== null && b.offerPrice >= ctx.listingPrice)
    bad(c, 'offerPrice', formatMessage('mustBeUnderListingPrice', { price: listingPriceText(ctx.listingPrice, ctx.currency) }));
  need(c, 'filledBy', b.filledBy);
  need(c, 'closingDays', b.closingDays);
  return c;
}

/** How many buyers an ownership type takes: sole ownership one; joint forms at least two. */
const BUYER_COUNT: Partial<Record<TOwnershipTypeId, { min: number; max?: number; message: keyof typeof MESSAGES }>> = {
  'sole-ownership': { min: 1, max: 1, message: 'soleOwnershipOneBuyer' },
  'joint-tenancy': { min: 2, message: 'ownershipTwoBuyers' },
  'tenants-in-common': { min: 2, message: 'ownershipTwoBuyers' },
  'community-property': { min: 2, max: 2, message: 'communityPropertyTwoBuyers' },
};

function titleVesting(d: TOfferDraft): Check {
  const c: Check = { invalid: {}, missing: {} };
  const t = d.titleVesting ?? {};
  need(c, 'ownershipType', t.ownershipType);
  need(c, 'titleHeldAs', t.titleHeldAs);
  const entity = t.ownershipType === 'living-trust' || t.ownershipType === 'company' || t.ownershipType === 'company-director';
  if (entity) need(c, 'entityName', t.entityName);
  const count = d.buyers?.buyers?.length ?? 0;
  const rule = t.ownershipType ? BUYER_COUNT[t.ownershipType] : undefined;
  if (rule && count > 0 && (count < rule.min || (rule.max !== undefined && count > rule.max)))
    c.missing.ownershipType = MESSAGES[rule.message];
  return c;
}

function buyers(d: TOfferDraft, ctx: TOfferContext): Check {
  const c: Check = { invalid: {}, missing: {} };
  const list = d.buyers?.buyers ?? [];
  if (list.length === 0) c.missing.buyers = required;
  const seen = new Set<string>();
  list.forEach((buyer, i) => {
    const p = `buyers.${i}`;
    need(c, `${p}.name.first`, buyer.name?.first);
    need(c, `${p}.name.last`, buyer.name?.last);
    need(c, `${p}.address.street`, buyer.address?.street, MESSAGES.addressRequired);
    need(c, `${p}.address.city`, buyer.address?.city, MESSAGES.cityRequired);
    // Hong Kong, the UAE and other places without postal codes are not asked for one.
    if (!buyer.address?.country || countryHasPostalCodes(buyer.address.country))
      need(c, `${p}.address.zip_code`, buyer.address?.zip_code, MESSAGES.postalCodeRequired);
    need(c, `${p}.address.country`, buyer.address?.country);
    if (buyer.address?.country === 'us' && buyer.address.zip_code && !/^\d{5}$/.test(buyer.address.zip_code))
      bad(c, `${p}.address.zip_code`, MESSAGES.postalCodeFiveDigits);
    need(c, `${p}.email`, buyer.email);
    if (buyer.email && !EMAIL_PATTERN.test(buyer.email)) bad(c, `${p}.email`, MESSAGES.emailInvalid);
    else if (buyer.email && seen.has(buyer.email)) bad(c, `${p}.email`, MESSAGES.buyerEmailTwice);
    if (buyer.email) seen.add(buyer.email);
    need(c, `${p}.phone`, buyer.phone);
    if (buyer.phone && !isValidPhone(buyer.phone, buyer.address?.country ?? 'us')) bad(c, `${p}.phone`, MESSAGES.invalidPhone);
    // Spec section 5: a buyer's agent must represent another buyer (never list themselves).
    if (d.basics?.filledBy === 'buyers-agent' && buyer.email && buyer.email === ctx.fillerEmail.toLowerCase())
      bad(c, `${p}.email`, MESSAGES.buyersAgentMustRepresentAnother);
  });
  const agent = d.buyers?.buyingAgentInformation;
  if (d.basics?.filledBy === 'buyers-agent' || agent) {
    const email = agent?.agentEmail;
    need(c, 'buyingAgentInformation.agentEmail', email);
    if (email && !EMAIL_PATTERN.test(email)) bad(c, 'buyingAgentInformation.agentEmail', MESSAGES.emailInvalid);
    else if (email && list.some((buyer) => buyer.email === email))
      bad(c, 'buyingAgentInformation.agentEmail', MESSAGES.buyersAgentMustRepresentAnother);
    if (agent?.phone && !isValidPhone(agent.phone)) bad(c, 'buyingAgentInformation.phone', MESSAGES.invalidPhone);
  }
  return c;
}

/**
 * Statements each bank account needs (spec section 9: the most recent 3 months): one file per
 * month, so at least three files (decision 053; the files' dates are not read).
 */
export const BANK_STATEMENT_MONTHS = 3;

function vod(d: TOfferDraft): Check {
  const c: Check = { invalid: {}, missing: {} };
  const byBuyer = new Map((d.vod?.vod ?? []).map((entry) => [entry.buyerId, entry]));
  (d.buyers?.buyers ?? []).forEach((buyer, i) => {
    const p = `vod.${i}`;
    const entry = buyer._id ? byBuyer.get(buyer._id) : undefined;
    const banks = entry?.banks ?? [];
    if (banks.length === 0) c.missing[`${p}.banks`] = required;
    banks.forEach((bank, j) => {
      const q = `${p}.banks.${j}`;
      need(c, `${q}.bankName`, bank.bankName);
      need(c, `${q}.bankersName`, bank.bankersName);
      need(c, `${q}.bankersPhone`, bank.bankersPhone);
      if (bank.bankersPhone && !isValidPhone(bank.bankersPhone, buyer.address?.country ?? 'us'))
        bad(c, `${q}.bankersPhone`, MESSAGES.invalidPhone);
      need(c, `${q}.bankersEmail`, bank.bankersEmail);
      if (bank.bankersEmail && !EMAIL_PATTERN.test(bank.bankersEmail)) bad(c, `${q}.bankersEmail`, MESSAGES.emailInvalid);
      const accounts = bank.accounts ?? [];
      if (accounts.length === 0) c.missing[`${q}.accounts`] = required;
      accounts.forEach((account, k) => {
        const r = `${q}.accounts.${k}`;
        need(c, `${r}.accountName`, account.accountName);
        need(c, `${r}.accountType`, account.accountType);
        need(c, `${r}.accountNumber`, account.accountNumber);
        if (account.accountNumber && !/^[A-Za-z0-9 -]+$/.test(account.accountNumber)) bad(c, `${r}.accountNumber`, MESSAGES.invalidInput);
        if ((account.mostRecentBankStatement ?? []).length < BANK_STATEMENT_MONTHS)
          c.missing[`${r}.mostRecentBankStatement`] = MESSAGES.bankStatementsRequired;
      });
    });
    if (!entry?.vodSignature) c.missing[`${p}.vodSignature`] = required;
  });
  return c;
}

function documents(d: TOfferDraft): Check {
  const c: Check = { invalid: {}, missing: {} };
  const byBuyer = new Map((d.documents?.documents ?? []).map((entry) => [entry.buyerId, entry]));
  const type = d.titleVesting?.ownershipType;
  const list = d.buyers?.buyers ?? [];
  const files = list.map((buyer) => (buyer._id ? byBuyer.get(buyer._id) : undefined));
  const has = (
    i: number,
    kind:
      | 'govermentID'
      | 'grantDeed'
      | 'livingTrustAgreement'
      | 'articlesOfIncorporation'
      | 'certificationOfIncorporation'
      | 'businessRegistrationLicense',
  ) => (files[i]?.[kind] ?? []).length > 0;
  const anyHas = (kind: Parameters<typeof has>[1]) => list.some((_, i) => has(i, kind));
  list.forEach((_, i) => {
    const p = `documents.${i}`;
    if (type === 'living-trust') {
      // Spec section 5: a government ID and grant deed is required from a Trustee.
      if (!has(i, 'govermentID')) c.missing[`${p}.govermentID`] = MESSAGES.trusteeDocumentsRequired;
      if (!has(i, 'grantDeed')) c.missing[`${p}.grantDeed`] = MESSAGES.trusteeDocumentsRequired;
    } else if (type === 'company' || type === 'company-director') {
      // Spec section 5: each director's ID is required when a company owns the property.
      if (!has(i, 'govermentID')) c.missing[`${p}.govermentID`] = MESSAGES.directorIdRequired;
    } else if (!has(i, 'govermentID')) c.missing[`${p}.govermentID`] = required;
  });
  if (list.length > 0 && type === 'living-trust' && !anyHas('livingTrustAgreement'))
    c.missing['documents.0.livingTrustAgreement'] = required;
  if (list.length > 0 && (type === 'company' || type === 'company-director')) {
    if (!anyHas('articlesOfIncorporation') && !anyHas('certificationOfIncorporation'))
      c.missing['documents.0.articlesOfIncorporation'] = required;
    if (!anyHas('businessRegistrationLicense')) c.missing['documents.0.businessRegistrationLicense'] = required;
  }
  return c;
}

function authorization(d: TOfferDraft): Check {
  const c: Check = { invalid: {}, missing: {} };
  if (d.authorization?.shareWithSeller !== true) c.missing.shareWithSeller = required;
  if (d.authorization?.chargeBookingDeposit !== true) c.missing.chargeBookingDeposit = required;
  return c;
}

function terms(d: TOfferDraft): Check {
  const c: Check = { invalid: {}, missing: {} };
  const t = d.terms ?? {};
  const initial = t.initial_escrow_deposit?.deposit;
  need(c, 'initial_escrow_deposit.deposit', initial);
  if (initial === 0) bad(c, 'initial_escrow_deposit.deposit', MESSAGES.invalidInput);
  (t.increase_escrow_deposits ?? []).forEach((entry, i) => {
    need(c, `increase_escrow_deposits.${i}.deposit`, entry.deposit);
    if (entry.deposit === 0) bad(c, `increase_escrow_deposits.${i}.deposit`, MESSAGES.invalidInput);
  });
  const total = (initial ?? 0) + (t.increase_escrow_deposits ?? []).reduce((sum, entry) => sum + (entry.deposit ?? 0), 0);
  const price = d.basics?.offerPrice;
  if (price && total > price) bad(c, 'increase_escrow_deposits', MESSAGES.depositsOverOfferPrice);
  need(c, 'escrowPeriodDays', t.escrowPeriodDays);
  if (price && t.ownerCarry && t.ownerCarry > price) bad(c, 'ownerCarry', MESSAGES.invalidInput);
  return c;
}

function sign(d: TOfferDraft, ctx: TOfferContext): Check {
  const c: Check = { invalid: {}, missing: {} };
  (d.buyers?.buyers ?? []).forEach((buyer, i) => {
    if (!buyer._id || !ctx.signedBuyerIds.includes(buyer._id)) c.missing[`signatures.${i}`] = required;
  });
  if ((d.buyers?.buyers ?? []).length === 0) c.missing.signatures = required;
  return c;
}

const RULES: Record<TOfferPage, (d: TOfferDraft, ctx: TOfferContext) => Check> = {
  basics,
  titleVesting,
  buyers,
  vod,
  documents,
  authorization,
  terms,
  sign,
};

/**
 * Every page's state, with the spec's message per field; the web's stepper marks pages with
 * `invalid` answers red ('Red highlighted tab(s) has error.') and unfinished ones as such. The
 * server runs the same rules on each save (invalid answers are refused) and before sending.
 */
export function validateOfferPages(draft: TOfferDraft, ctx: TOfferContext): TPageResults {
  return Object.fromEntries(
    OFFER_PAGES.map((page) => {
      const { invalid, missing } = RULES[page](draft, ctx);
      return [page, { complete: Object.keys(invalid).length === 0 && Object.keys(missing).length === 0, invalid, missing }];
    }),
  ) as TPageResults;
}

/** Whether every page is complete: the offer may be signed and sent. */
export function allPagesComplete(results: TPageResults): boolean {
  return OFFER_PAGES.every((page) => results[page].complete);
}

/** Whether every page but Sign is complete: the buyers may sign. */
export function readyToSign(results: TPageResults): boolean {
  return OFFER_PAGES.every((page) => page === 'sign' || results[page].complete);
}

export const ZPageResults = z.record(
  z.enum(OFFER_PAGES),
  z.object({ complete: z.boolean(), invalid: z.record(z.string(), z.string()), missing: z.record(z.string(), z.string()) }),
);
