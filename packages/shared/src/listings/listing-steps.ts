import { z } from 'zod';
import { maxPhotosForTerm } from '../constants/listings';
import { formatMessage, MESSAGES } from '../messages/messages';
import { SELLER_ROLES_RESALE } from '../reference/listing-terms';
import { EMAIL_PATTERN } from '../validation/email';
import { isValidPhone } from '../validation/phone';
import { isPublicUrl } from '../validation/url';
import { LISTING_STEPS, type TListingDraft, type TListingStep } from './listing-draft.schema';

export type TStepResult = { valid: boolean; errors: Record<string, string> };
export type TStepResults = Record<TListingStep, TStepResult>;

/** What the rules need to know beyond the draft: the clock and the author's professions. */
export type TStepContext = {
  now: Date;
  professions: readonly string[];
  /**
   * The plan term the listing's last payment bought (the server's record), which sets its photo
   * allowance from then on, whatever the draft says; before any payment, the term the draft chose.
   */
  paidTermMonths?: number | null;
};

/**
 * Fields only some professionals may fill (spec: "locked unless the user has the matching
 * professional account"): listing agents and MLS numbers for agents and brokers, developer and
 * sales associate for developers.
 */
export const LOCKED_LISTING_FIELDS = {
  'sellerRole:listing-agent': ['agent', 'broker'],
  'sellerRole:developer': ['developer'],
  'sellerRole:sales-associate': ['developer'],
  mlsNumber: ['agent', 'broker'],
} as const satisfies Record<string, readonly string[]>;

/** The professions that unlock a field value, or undefined when anyone may use it. */
export function professionsFor(field: string, value?: string): readonly string[] | undefined {
  const key = value ? `${field}:${value}` : field;
  return (LOCKED_LISTING_FIELDS as Record<string, readonly string[]>)[key];
}

const required = MESSAGES.required;
type Errors = Record<string, string>;
const blank = (value: unknown) => value === undefined || value === null || (typeof value === 'string' && value.trim() === '');

function need(errors: Errors, path: string, value: unknown, message: string = required) {
  if (blank(value)) errors[path] ??= message;
}

function lockedFor(errors: Errors, path: string, allowed: readonly string[] | undefined, context: TStepContext) {
  if (allowed && !allowed.some((profession) => context.professions.includes(profession))) {
    errors[path] ??= formatMessage('fieldLockedForProfessionals', { profession: allowed.join('/') });
  }
}

function basics(d: TListingDraft, context: TStepContext): Errors {
  const e: Errors = {};
  need(e, 'listingType', d.listingType);
  need(e, 'listingKind', d.listingKind);
  need(e, 'sellerRole', d.sellerRole);
  if (d.sellerRole && d.listingType === 'resale' && !SELLER_ROLES_RESALE.some((role) => role.id === d.sellerRole))
    e.sellerRole = MESSAGES.invalidInput;
  if (d.sellerRole) lockedFor(e, 'sellerRole', professionsFor('sellerRole', d.sellerRole), context);
  need(e, 'address.country', d.address?.country);
  need(e, 'address.street', d.address?.street, MESSAGES.addressRequired);
  need(e, 'address.city', d.address?.city, MESSAGES.cityRequired);
  need(e, 'address.zip', d.address?.zip, MESSAGES.postalCodeRequired);
  if (d.address?.country === 'us') {
    need(e, 'address.state', d.address?.state);
    if (d.address.zip && !/^\d{5}$/.test(d.address.zip)) e['address.zip'] ??= MESSAGES.postalCodeFiveDigits;
  }
  need(e, 'location', d.location);
  need(e, 'title', d.title);
  need(e, 'description', d.description);
  need(e, 'price', d.price);
  if (d.price === 0) e.price = MESSAGES.invalidInput;
  if (d.price && d.minimumSellingPrice && d.minimumSellingPrice > d.price) e.minimumSellingPrice = MESSAGES.minimumPriceAbovePrice;
  need(e, 'propertyType', d.propertyType);
  const land = d.propertyType === 'lot-land';
  if (!land) {
    need(e, 'beds', d.beds);
    need(e, 'baths', d.baths);
    need(e, 'size', d.size);
    const thisYear = context.now.getUTCFullYear();
    if (blank(d.yearBuilt) || (d.yearBuilt ?? 0) < 1700 || (d.yearBuilt ?? 0) > thisYear + 5) e.yearBuilt = MESSAGES.validYearRequired;
  } else {
    need(e, 'lotSize', d.lotSize);
  }
  if (d.mlsNumber) lockedFor(e, 'mlsNumber', professionsFor('mlsNumber'), context);
  if (d.occupancy === 'tenant-occupied') {
    need(e, 'monthlyRentIncome', d.monthlyRentIncome);
    need(e, 'leaseLength', d.leaseLength);
  }
  return e;
}

function media(d: TListingDraft, context: TStepContext): Errors {
  const e: Errors = {};
  const photos = d.photos ?? [];
  if (photos.length === 0) e.photos = MESSAGES.atLeastOneImage;
  const max = maxPhotosForTerm(context.paidTermMonths ?? d.termMonths);
  if (photos.length > max) e.photos = formatMessage('tooManyPhotos', { max });
  if (d.vrLink && !isPublicUrl(d.vrLink)) e.vrLink = MESSAGES.invalidInput;
  if (d.view360Link && !isPublicUrl(d.view360Link)) e.view360Link = MESSAGES.invalidInput;
  return e;
}

function terms(d: TListingDraft): Errors {
  const e: Errors = {};
  (d.nonNegotiable ?? []).forEach((entry, i) => {
    need(e, `nonNegotiable.${i}.payer`, entry.payer);
    if (entry.item === 'escrow-costs') need(e, `nonNegotiable.${i}.percent`, entry.percent);
  });
  (d.negotiable ?? []).forEach((entry, i) => {
    need(e, `negotiable.${i}.label`, entry.label);
    need(e, `negotiable.${i}.payer`, entry.payer);
  });
  (d.feesAndTaxes ?? []).forEach((entry, i) => {
    need(e, `feesAndTaxes.${i}.amount`, entry.amount);
    need(e, `feesAndTaxes.${i}.term`, entry.term);
  });
  return e;
}

function contacts(d: TListingDraft): Errors {
  const e: Errors = {};
  (d.contacts ?? []).forEach((contact, i) => {
    need(e, `contacts.${i}.companyName`, contact.companyName);
    need(e, `contacts.${i}.officerName`, contact.officerName);
    need(e, `contacts.${i}.phone`, contact.phone);
    if (contact.phone && !isValidPhone(contact.phone)) e[`contacts.${i}.phone`] ??= MESSAGES.invalidPhone;
    need(e, `contacts.${i}.email`, contact.email);
    if (contact.email && !EMAIL_PATTERN.test(contact.email)) e[`contacts.${i}.email`] ??= MESSAGES.emailInvalid;
  });
  return e;
}

const RULES: Record<TListingStep, (d: TListingDraft, context: TStepContext) => Errors> = {
  basics,
  features: () => ({}),
  media,
  terms,
  contacts,
  payment: (d): Errors => (d.termMonths ? {} : { termMonths: required }),
};

/**
 * Which wizard steps are complete, with the spec's message per field (the web marks the
 * others red: 'Red highlighted tab(s) has error.'). The server runs the same rules before a
 * listing may be paid for and published.
 */
export function validateListingSteps(draft: TListingDraft, context: TStepContext): TStepResults {
  return Object.fromEntries(
    LISTING_STEPS.map((step) => {
      const errors = RULES[step](draft, context);
      return [step, { valid: Object.keys(errors).length === 0, errors }];
    }),
  ) as TStepResults;
}

/** Whether every step is complete. */
export function allStepsValid(results: TStepResults): boolean {
  return LISTING_STEPS.every((step) => results[step].valid);
}

export const ZStepResults = z.record(z.enum(LISTING_STEPS), z.object({ valid: z.boolean(), errors: z.record(z.string(), z.string()) }));
