import { z } from 'zod';
import { MESSAGES } from '../messages/messages';
import { COUNTRY_CODES } from '../reference/countries';
import { PROFILE_LANGUAGE_CODES } from '../reference/languages';
import { PROFESSION_IDS } from '../reference/people';
import { isCalendarDate } from '../validation/dates';
import { withPostalCodeOfCountry } from '../validation/postal-code';
import { ZProfessionalId } from '../validation/professional-id';
import { ifNoEarlierError, optionalText, requiredText, ZAboutMe } from '../validation/text';
import { ZOptionalUrl } from '../validation/url';

/** The steps of the professional sign-up this module saves (spec: Your information, Company information). */
export const PROFESSIONAL_PROFILE_STEPS = ['information', 'company'] as const;
export type TProfessionalProfileStep = (typeof PROFESSIONAL_PROFILE_STEPS)[number];

/** The private documents a professional files for review (spec: IDs, licence, E&O insurance). */
export const PROFESSIONAL_DOCUMENT_KINDS = ['governmentId', 'professionalLicense', 'eoInsurance'] as const;
export type TProfessionalDocumentKind = (typeof PROFESSIONAL_DOCUMENT_KINDS)[number];
/** At most this many files per kind (front and back of an ID, a multi-page licence). */
export const MAX_DOCUMENTS_PER_KIND = 4;

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** Today's date in UTC as YYYY-MM-DD. */
function todayUtc(now: Date): string {
  return now.toISOString().slice(0, 10);
}

/**
 * An ID's or licence's expiration date, YYYY-MM-DD: 'Enter a valid date' unless a real date,
 * 'This ID has expired.' when before today (checked when parsed).
 */
export const ZExpirationDate = requiredText()
  .refine((value) => {
    const match = ISO_DATE.exec(value);
    return match !== null && isCalendarDate(Number(match[1]), Number(match[2]), Number(match[3]));
  }, ifNoEarlierError(MESSAGES.enterValidDate))
  .refine((value) => value >= todayUtc(new Date()), ifNoEarlierError(MESSAGES.idExpired));

const documentIds = (min: number) =>
  z
    .array(z.uuid(MESSAGES.fileCouldNotUpload), MESSAGES.required)
    .min(min, MESSAGES.required)
    .max(MAX_DOCUMENTS_PER_KIND, MESSAGES.invalidInput);

/** The uploaded files (private media ids) of each kind: an ID and the licence are required, E&O insurance is not. */
export const ZProfessionalDocuments = z.object({
  governmentId: documentIds(1),
  professionalLicense: documentIds(1),
  eoInsurance: documentIds(0).default([]),
});
export type TProfessionalDocuments = z.infer<typeof ZProfessionalDocuments>;

/**
 * Step 1, Your information (spec sections 3 and 5): the profession, the government ID (names, ID
 * number, date of birth as month, day and year, expiration) with the spec's messages, the
 * professional licence number and expiry, trade membership, credentials, about me (at most 800
 * words), spoken languages, and the documents.
 */
export const ZProfessionalInformation = z.object({
  profession: z.enum(PROFESSION_IDS, MESSAGES.required),
  governmentId: ZProfessionalId.extend({ expiration: ZExpirationDate }),
  professionalLicense: z.object({ number: ZProfessionalId.shape.idNumber, expiration: ZExpirationDate }),
  tradeMembership: optionalText(200),
  credentials: z
    .array(requiredText().max(100, ifNoEarlierError(MESSAGES.invalidInput)), MESSAGES.invalidInput)
    .max(20)
    .default([]),
  aboutMe: ZAboutMe.default(''),
  spokenLanguages: z
    .array(z.enum(PROFILE_LANGUAGE_CODES, MESSAGES.invalidInput), MESSAGES.selectAtLeastOneItem)
    .min(1, MESSAGES.selectAtLeastOneItem)
    .max(PROFILE_LANGUAGE_CODES.length, MESSAGES.invalidInput)
    .refine((codes) => new Set(codes).size === codes.length, MESSAGES.invalidInput),
  documents: ZProfessionalDocuments,
});
/** The form as typed (the date of birth's parts may be strings). */
export type TProfessionalInformationInput = z.input<typeof ZProfessionalInformation>;
/** The form as stored and shown back (the date of birth's parts are numbers). */
export type TProfessionalInformation = z.output<typeof ZProfessionalInformation>;

/**
 * Step 2, Company information: the company's name, its website through the URL checker (http,
 * https or ftp, no private addresses), and its address with the country; the postal code follows
 * the country (5-digit zips in the US), and a US address needs its state.
 */
export const ZCompanyInformation = withPostalCodeOfCountry(
  z
    .object({
      companyName: requiredText(MESSAGES.nameRequired).max(100, ifNoEarlierError(MESSAGES.invalidInput)),
      website: ZOptionalUrl,
      street: requiredText(MESSAGES.addressRequired).max(200, ifNoEarlierError(MESSAGES.invalidInput)),
      apt: optionalText(50),
      city: requiredText(MESSAGES.cityRequired).max(100, ifNoEarlierError(MESSAGES.invalidInput)),
      state: optionalText(100),
      postalCode: z.string(MESSAGES.postalCodeRequired).trim(),
      country: z.enum(COUNTRY_CODES, MESSAGES.required),
    })
    .refine((company) => company.country !== 'us' || Boolean(company.state), { message: MESSAGES.required, path: ['state'] }),
  MESSAGES.postalCodeRequired,
);
export type TCompanyInformationInput = z.input<typeof ZCompanyInformation>;
export type TCompanyInformation = z.output<typeof ZCompanyInformation>;
