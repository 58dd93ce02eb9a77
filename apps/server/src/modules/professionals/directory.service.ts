import { DEFAULT_COUNTRY } from '@app/shared/constants/locale';
import { MESSAGES } from '@app/shared/messages/messages';
import type { TCompanyInformation, TProfessionalInformation } from '@app/shared/professionals/profile.schema';
import { profileTextFor, publishedProfileLocales } from '@app/shared/professionals/profile-translations';
import type {
  TProfessionalCard,
  TProfessionalSearchQuery,
  TProfessionalSearchResult,
  TPublicProfessionalProfile,
  TPublicProfessionalQuery,
} from '@app/shared/professionals/profile-views.schema';
import type { AppDeps } from '../../app-deps';
import { VISITOR, type Actor } from '../../platform/auth-session/actor';
import { AppError } from '../../platform/http/app-error';
import { resolvePlace, zipsOfPlace } from '../places/index';
import { directoryMembership } from './directory-membership';
import { findDirectoryPage, findListedProfile, findServes } from './directory.repo';

type CardRow = Awaited<ReturnType<typeof findDirectoryPage>>['rows'][number];

/** The postal codes a search names: the code typed, or the ZIP codes of the place (a city) the gazetteer reads. */
function searchedCodes(query: TProfessionalSearchQuery): { country: string; codes: string[] } {
  if (query.postalCode) return { country: DEFAULT_COUNTRY, codes: [query.postalCode] };
  const place = query.place ? resolvePlace(query.place) : null;
  return { country: DEFAULT_COUNTRY, codes: place ? zipsOfPlace(place) : [] };
}

function card(row: CardRow, servesArea: boolean): TProfessionalCard {
  const company = row.company as TCompanyInformation;
  return {
    _id: row.id,
    firstName: row.firstName,
    lastName: row.lastName,
    profession: row.profession as TProfessionalCard['profession'],
    companyName: company.companyName,
    city: company.city,
    state: company.state ?? null,
    country: company.country,
    spokenLanguages: row.spokenLanguages as TProfessionalCard['spokenLanguages'],
    servesArea,
    rating: row.rating,
    reviewCount: row.reviewCount,
  };
}

/**
 * searchProfessional: verified professionals with a running membership, by profession and spoken
 * language; those serving the searched postal code or place first, then the longest verified; paged.
 */
export async function searchProfessionals(deps: AppDeps, query: TProfessionalSearchQuery): Promise<TProfessionalSearchResult> {
  const { rows, total } = await findDirectoryPage(deps.database.db, directoryMembership, {
    ...(query.profession ? { profession: query.profession } : {}),
    ...(query.language ? { language: query.language } : {}),
    servedCodes: searchedCodes(query),
    limit: query.pageSize,
    offset: (query.page - 1) * query.pageSize,
  });
  return { results: rows.map((row) => card(row, row.serves)), total, page: query.page, pageSize: query.pageSize };
}

/**
 * GET /professionals/{id}: a listed professional's public profile (404 for anyone not listed:
 * unverified, turned off, or without a running membership). With a zip code, whether they serve
 * it: 'Outside of service area' when not; About me in the visitor's language when the plan
 * publishes it (decision 065); the email for signed-in visitors.
 */
export async function publicProfile(
  deps: AppDeps,
  id: string,
  query: TPublicProfessionalQuery = {},
  actor: Actor = VISITOR,
): Promise<TPublicProfessionalProfile> {
  const { zipCode, locale } = query;
  const db = deps.database.db;
  const membership = directoryMembership;
  const row = await findListedProfile(db, membership, id);
  if (!row) throw new AppError('NOT_FOUND');
  const information = row.information as TProfessionalInformation;
  const company = row.company as TCompanyInformation;
  const serves = zipCode ? await findServes(db, membership, id, DEFAULT_COUNTRY, zipCode) : null;
  // Only the languages the running plan includes are served (decision 065); English always.
  const planLocales = await membership.translationLocales(db, id);
  const about = profileTextFor(locale, planLocales, information.aboutMe, row.translations);
  return {
    _id: row.id,
    firstName: row.firstName,
    lastName: row.lastName,
    profession: information.profession,
    aboutMe: about.aboutMe,
    aboutMeLocale: about.locale,
    publishedLocales: publishedProfileLocales(planLocales, row.translations),
    spokenLanguages: information.spokenLanguages,
    credentials: information.credentials.map((name) => ({ name, verified: true as const })),
    tradeMembership: information.tradeMembership || null,
    licenseVerified: true,
    company: {
      name: company.companyName,
      website: company.website || null,
      street: company.street,
      apt: company.apt || null,
      city: company.city,
      state: company.state || null,
      postalCode: company.postalCode,
      country: company.country,
    },
    serviceAreas: await membership.serviceAreas(db, id),
    // As on listings, contact details are for signed-in visitors only.
    contactEmail: actor.kind === 'account' ? row.email : null,
    servesZipCode: serves,
    notice: serves === false ? MESSAGES.outsideServiceArea : null,
    rating: row.rating,
    reviewCount: row.reviewCount,
    verifiedAt: (row.verifiedAt ?? new Date(0)).toISOString(),
  };
}
