import type { TLocale } from '../constants/locale';

/** The interface languages, one per supported locale, with the name in its own language. */
export const UI_LANGUAGES = [
  { locale: 'en-us', label: 'English', nativeLabel: 'English' },
  { locale: 'zh-Hant', label: 'Traditional Chinese', nativeLabel: '繁體中文' },
  { locale: 'zh-Hans', label: 'Simplified Chinese', nativeLabel: '简体中文' },
  { locale: 'es', label: 'Spanish', nativeLabel: 'Español' },
] as const satisfies readonly { locale: TLocale; label: string; nativeLabel: string }[];

/**
 * Languages for profiles (spoken languages, preferred language). Codes are BCP 47: Mandarin
 * and Cantonese are spoken languages (cmn, yue); the two Chinese scripts are written ones.
 */
export const PROFILE_LANGUAGES = [
  { code: 'en', label: 'English' },
  { code: 'zh-Hant', label: 'Traditional Chinese' },
  { code: 'zh-Hans', label: 'Simplified Chinese' },
  { code: 'es', label: 'Spanish' },
  { code: 'ar', label: 'Arabic' },
  { code: 'fr', label: 'French' },
  { code: 'it', label: 'Italian' },
  { code: 'hi', label: 'Hindi' },
  { code: 'cmn', label: 'Mandarin' },
  { code: 'yue', label: 'Cantonese' },
] as const;
export type TProfileLanguageCode = (typeof PROFILE_LANGUAGES)[number]['code'];
/** The codes of PROFILE_LANGUAGES, as a non-empty tuple for z.enum. */
export const PROFILE_LANGUAGE_CODES = PROFILE_LANGUAGES.map((language) => language.code) as [
  TProfileLanguageCode,
  ...TProfileLanguageCode[],
];
