import { optionIds } from './options';

/** Profile genders (one place in the spec adds "prefer not to answer"). */
export const GENDERS = [
  { id: 'female', label: 'Female' },
  { id: 'male', label: 'Male' },
  { id: 'other', label: 'Other' },
  { id: 'prefer-not-to-answer', label: 'Prefer not to answer' },
] as const;
export type TGenderId = (typeof GENDERS)[number]['id'];
/** The ids of GENDERS, as a non-empty tuple for z.enum. */
export const GENDER_IDS = optionIds(GENDERS);

/** Industry professions (spec section 1); the /find-professional/{profession} route uses the id. */
export const PROFESSIONS = [
  { id: 'agent', label: 'Agent' },
  { id: 'broker', label: 'Broker' },
  { id: 'appraiser', label: 'Appraiser' },
  { id: 'inspector', label: 'Inspector' },
  { id: 'developer', label: 'Developer' },
  { id: 'escrow-officer', label: 'Escrow Officer' },
  { id: 'title-officer', label: 'Title Officer' },
  { id: 'mortgage-banker', label: 'Mortgage Banker' },
  { id: 'media-specialist', label: 'Media Specialist' },
  { id: 'lawyer', label: 'Lawyer' },
  { id: 'notary', label: 'Notary' },
  { id: 'translator', label: 'Translator' },
  { id: 'home-insurance', label: 'Home Insurance' },
  { id: 'home-warranty', label: 'Home Warranty' },
] as const;
export type TProfessionId = (typeof PROFESSIONS)[number]['id'];
/** The ids of PROFESSIONS, as a non-empty tuple for z.enum. */
export const PROFESSION_IDS = optionIds(PROFESSIONS);
