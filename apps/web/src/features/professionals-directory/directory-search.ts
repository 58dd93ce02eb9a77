import { PROFESSION_IDS, type TProfessionId } from '@app/shared/reference/people';
import { PROFILE_LANGUAGE_CODES, type TProfileLanguageCode } from '@app/shared/reference/languages';
import type { DirectoryQuery } from './api/search-professionals';

/** What a directory search names, as its URL keeps it: /find-professional[/{profession}]?location=&language=&page=. */
export type DirectoryCriteria = {
  profession: TProfessionId | undefined;
  /** A postal code, or a place the gazetteer knows ("Austin, TX"), as typed. */
  location: string;
  language: TProfileLanguageCode | undefined;
  page: number;
};

const ZIP = /^\d{5}$/;

/** A 5-digit location is a ZIP code (then results link to the profile for it); anything else is a place. */
export function searchedZip(location: string): string | undefined {
  const text = location.trim();
  return ZIP.test(text) ? text : undefined;
}

const isProfession = (value: string | undefined): value is TProfessionId => (PROFESSION_IDS as readonly string[]).includes(value ?? '');
const isLanguage = (value: string | null): value is TProfileLanguageCode =>
  (PROFILE_LANGUAGE_CODES as readonly string[]).includes(value ?? '');

/** The search a URL describes; an unknown profession, language or page reads as none (the first page). */
export function criteriaFrom(profession: string | undefined, params: URLSearchParams): DirectoryCriteria {
  const page = Number(params.get('page'));
  const language = params.get('language');
  return {
    profession: isProfession(profession) ? profession : undefined,
    location: params.get('location')?.trim() ?? '',
    language: isLanguage(language) ? language : undefined,
    page: Number.isInteger(page) && page >= 1 && page <= 1000 ? page : 1,
  };
}

/** The URL of a search (page 1 is left out). */
export function directoryUrl(criteria: DirectoryCriteria): string {
  const params = new URLSearchParams();
  if (criteria.location.trim()) params.set('location', criteria.location.trim());
  if (criteria.language) params.set('language', criteria.language);
  if (criteria.page > 1) params.set('page', String(criteria.page));
  const query = params.toString();
  return `/find-professional${criteria.profession ? `/${criteria.profession}` : ''}${query ? `?${query}` : ''}`;
}

/** The searchProfessional query for a search: a ZIP code as postalCode, other text as a place. */
export function apiQueryOf(criteria: DirectoryCriteria): DirectoryQuery {
  const zip = searchedZip(criteria.location);
  const place = !zip && criteria.location.trim() ? criteria.location.trim() : undefined;
  return {
    ...(criteria.profession ? { profession: criteria.profession } : {}),
    ...(zip ? { postalCode: zip } : {}),
    ...(place ? { place } : {}),
    ...(criteria.language ? { language: criteria.language } : {}),
    page: criteria.page,
  };
}

/** A profile's URL: for the ZIP code searched when there is one, so the profile says whether it is served. */
export function profileUrl(id: string, zip: string | undefined): string {
  return `/professional/${id}${zip ? `/${zip}` : ''}`;
}
