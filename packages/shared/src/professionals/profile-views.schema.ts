import { z } from 'zod';
import { SUPPORTED_LOCALES } from '../constants/locale';
import { MESSAGES } from '../messages/messages';
import { PROFILE_LANGUAGE_CODES } from '../reference/languages';
import { PROFESSION_IDS } from '../reference/people';
import { PROFESSIONAL_DOCUMENT_KINDS } from './profile.schema';
import { ZProfileTranslations } from './profile-translations';
import { PROFESSIONAL_ACTIONS, PROFESSIONAL_STATUSES } from './profile-transitions';

/** One filed document as its owner and the reviewing admin see it: a short-lived signed link. */
export const ZProfessionalDocument = z.object({
  mediaId: z.uuid(),
  kind: z.enum(PROFESSIONAL_DOCUMENT_KINDS),
  name: z.string(),
  url: z.string(),
});
export type TProfessionalDocument = z.infer<typeof ZProfessionalDocument>;

/**
 * Where verification stands (dashboard/professional/verify): when the profile was last submitted,
 * whether the 3-day wait is over (then the page tells the professional to contact support), the
 * admin's reason when rejected, and when it was verified.
 */
export const ZProfessionalVerification = z.object({
  submittedAt: z.iso.datetime({ offset: true }).nullable(),
  /** Submitted more than 3 days ago and still waiting: 'contact support'. */
  contactSupport: z.boolean(),
  rejectionReason: z.string().nullable(),
  verifiedAt: z.iso.datetime({ offset: true }).nullable(),
});
export type TProfessionalVerification = z.infer<typeof ZProfessionalVerification>;

const idView = z.object({
  firstName: z.string(),
  lastName: z.string(),
  idNumber: z.string(),
  dateOfBirth: z.object({ month: z.number().int(), day: z.number().int(), year: z.number().int() }),
  expiration: z.string(),
});

/** Step 1 as saved (ZProfessionalInformation's output, without its checks: a stored licence may have expired since). */
export const ZProfessionalInformationView = z.object({
  profession: z.enum(PROFESSION_IDS),
  governmentId: idView,
  professionalLicense: z.object({ number: z.string(), expiration: z.string() }),
  tradeMembership: z.string().optional(),
  credentials: z.array(z.string()),
  aboutMe: z.string(),
  spokenLanguages: z.array(z.enum(PROFILE_LANGUAGE_CODES)),
  documents: z.object({ governmentId: z.array(z.uuid()), professionalLicense: z.array(z.uuid()), eoInsurance: z.array(z.uuid()) }),
});

/** Step 2 as saved (ZCompanyInformation's output). */
export const ZCompanyInformationView = z.object({
  companyName: z.string(),
  website: z.string().optional(),
  street: z.string(),
  apt: z.string().optional(),
  city: z.string(),
  state: z.string().optional(),
  postalCode: z.string(),
  country: z.string(),
});

/** The professional's own profile: the saved steps, which of them are complete, its status and the moves open to them. */
export const ZOwnProfessionalProfile = z.object({
  _id: z.uuid(),
  status: z.enum(PROFESSIONAL_STATUSES),
  information: ZProfessionalInformationView.nullable(),
  company: ZCompanyInformationView.nullable(),
  /** About me in other languages, as written (published only in the plan's languages: decision 065). */
  translations: ZProfileTranslations,
  steps: z.object({ information: z.boolean(), company: z.boolean() }),
  documents: z.array(ZProfessionalDocument),
  verification: ZProfessionalVerification,
  actions: z.array(z.enum(PROFESSIONAL_ACTIONS)),
  updatedAt: z.iso.datetime({ offset: true }),
});
export type TOwnProfessionalProfile = z.infer<typeof ZOwnProfessionalProfile>;

/** A state change of a profile, as the admin's review page lists them. */
export const ZProfessionalEvent = z.object({
  action: z.string(),
  from: z.string(),
  to: z.string(),
  reason: z.string().nullable(),
  by: z.enum(['owner', 'admin', 'other']),
  at: z.iso.datetime({ offset: true }),
});

/** A profile in the admin review queue: who, what they filed, since when, and its history. */
export const ZProfessionalReview = ZOwnProfessionalProfile.omit({ actions: true }).extend({
  account: z.object({ firstName: z.string(), lastName: z.string(), email: z.string() }),
  actions: z.array(z.enum(PROFESSIONAL_ACTIONS)),
  events: z.array(ZProfessionalEvent),
});
export type TProfessionalReview = z.infer<typeof ZProfessionalReview>;

/** A row of the admin review queue. */
export const ZProfessionalQueueItem = z.object({
  _id: z.uuid(),
  status: z.enum(PROFESSIONAL_STATUSES),
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  profession: z.enum(PROFESSION_IDS).nullable(),
  companyName: z.string().nullable(),
  submittedAt: z.iso.datetime({ offset: true }).nullable(),
  contactSupport: z.boolean(),
});
export type TProfessionalQueueItem = z.infer<typeof ZProfessionalQueueItem>;

/** GET the review queue: profiles waiting for review (default), or those in another status. */
export const ZProfessionalQueueQuery = z.object({
  status: z.enum(PROFESSIONAL_STATUSES, MESSAGES.invalidInput).optional(),
});

/** An admin's rejection: the reason the professional reads and fixes. */
export const ZRejectProfessionalRequest = z.object({
  reason: z.string(MESSAGES.reasonRequired).trim().min(1, MESSAGES.reasonRequired).max(1000, MESSAGES.invalidInput),
});
export type TRejectProfessionalRequest = z.infer<typeof ZRejectProfessionalRequest>;

/** What everyone sees of a verified professional (spec: /professional/{id}). */
export const ZPublicProfessionalProfile = z.object({
  _id: z.uuid(),
  firstName: z.string(),
  lastName: z.string(),
  profession: z.enum(PROFESSION_IDS),
  /** In the visitor's language when the plan publishes it and the professional wrote it, else in English. */
  aboutMe: z.string(),
  /** The language aboutMe is in. */
  aboutMeLocale: z.enum(SUPPORTED_LOCALES),
  /** The languages the profile is published in (English, and each translation the plan includes). */
  publishedLocales: z.array(z.enum(SUPPORTED_LOCALES)),
  spokenLanguages: z.array(z.enum(PROFILE_LANGUAGE_CODES)),
  /** Credentials and trade membership were checked by an admin when the profile was verified. */
  credentials: z.array(z.object({ name: z.string(), verified: z.literal(true) })),
  tradeMembership: z.string().nullable(),
  licenseVerified: z.literal(true),
  company: z.object({
    name: z.string(),
    website: z.string().nullable(),
    street: z.string(),
    apt: z.string().nullable(),
    city: z.string(),
    state: z.string().nullable(),
    postalCode: z.string(),
    country: z.string(),
  }),
  /** The postal codes they serve (their membership's service areas), each with its country (ISO, upper case). */
  serviceAreas: z.array(z.object({ country: z.string(), postalCode: z.string() })),
  /** The professional's email for the Contact action: only for signed-in visitors (null otherwise). */
  contactEmail: z.string().nullable(),
  /** With ?zipCode: whether they serve it (false: 'Outside of service area'); null without one. */
  servesZipCode: z.boolean().nullable(),
  /** 'Outside of service area' when the zip code asked about is not theirs; null otherwise. */
  notice: z.string().nullable(),
  /** The mean stars of reviews of completed orders (one decimal), null before the first (decision 071). */
  rating: z.number().nullable(),
  reviewCount: z.number().int(),
  verifiedAt: z.iso.datetime({ offset: true }),
});
export type TPublicProfessionalProfile = z.infer<typeof ZPublicProfessionalProfile>;

/** GET /professionals/{id}?zipCode=&locale=: locale is the visitor's language. */
export const ZPublicProfessionalQuery = z.object({
  zipCode: z.string(MESSAGES.invalidInput).trim().max(10, MESSAGES.invalidInput).optional(),
  locale: z.enum(SUPPORTED_LOCALES, MESSAGES.invalidInput).optional(),
});
export type TPublicProfessionalQuery = z.infer<typeof ZPublicProfessionalQuery>;

/** The directory's default and largest page sizes (spec: pagination default 10 per page). */
export const DIRECTORY_PAGE_SIZE = 10;
export const DIRECTORY_MAX_PAGE_SIZE = 50;

/**
 * searchProfessional (spec: /find-professional and /find-professional/{profession}): by profession,
 * postal code or place (a city, state or ZIP the gazetteer knows), spoken language; paged.
 */
export const ZProfessionalSearchQuery = z.object({
  profession: z.enum(PROFESSION_IDS, MESSAGES.invalidInput).optional(),
  postalCode: z.string(MESSAGES.invalidInput).trim().max(10, MESSAGES.invalidInput).optional(),
  place: z.string(MESSAGES.invalidInput).trim().max(200, MESSAGES.invalidInput).optional(),
  language: z.enum(PROFILE_LANGUAGE_CODES, MESSAGES.invalidInput).optional(),
  page: z.coerce
    .number(MESSAGES.invalidInput)
    .int(MESSAGES.invalidInput)
    .min(1, MESSAGES.invalidInput)
    .max(1000, MESSAGES.invalidInput)
    .default(1),
  pageSize: z.coerce
    .number(MESSAGES.invalidInput)
    .int(MESSAGES.invalidInput)
    .min(1, MESSAGES.invalidInput)
    .max(DIRECTORY_MAX_PAGE_SIZE, MESSAGES.invalidInput)
    .default(DIRECTORY_PAGE_SIZE),
});
export type TProfessionalSearchQuery = z.infer<typeof ZProfessionalSearchQuery>;

/** A directory result card. */
export const ZProfessionalCard = z.object({
  _id: z.uuid(),
  firstName: z.string(),
  lastName: z.string(),
  profession: z.enum(PROFESSION_IDS),
  companyName: z.string(),
  city: z.string(),
  state: z.string().nullable(),
  country: z.string(),
  spokenLanguages: z.array(z.enum(PROFILE_LANGUAGE_CODES)),
  /** Whether one of their service areas is the postal code or place searched for (false when none was given). */
  servesArea: z.boolean(),
  rating: z.number().nullable(),
  reviewCount: z.number().int(),
});
export type TProfessionalCard = z.infer<typeof ZProfessionalCard>;

export const ZProfessionalSearchResult = z.object({
  results: z.array(ZProfessionalCard),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
});
export type TProfessionalSearchResult = z.infer<typeof ZProfessionalSearchResult>;
