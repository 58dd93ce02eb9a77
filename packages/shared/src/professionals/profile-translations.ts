import { z } from 'zod';
import { DEFAULT_LOCALE, SUPPORTED_LOCALES, type TLocale } from '../constants/locale';
import { MESSAGES } from '../messages/messages';
import { ZAboutMe } from '../validation/text';

/**
 * Profile translations by plan (spec section 6; docs/decisions/065-directory-and-profile-translations.md).
 * Step 1's About me is the English text every plan publishes; the professional writes it again in
 * each other language their plan includes (Basic: Traditional Chinese; Standard, Plus and Premium:
 * also Simplified Chinese and Spanish). Names, credentials, trade membership and the company are
 * shown as written (and as verified).
 */
export const TRANSLATED_PROFILE_LOCALES = ['zh-Hant', 'zh-Hans', 'es'] as const satisfies readonly TLocale[];
export type TTranslatedProfileLocale = (typeof TRANSLATED_PROFILE_LOCALES)[number];
export const ZTranslatedProfileLocale = z.enum(TRANSLATED_PROFILE_LOCALES, MESSAGES.invalidInput);

/** PUT /professionals/me/translations/{locale}: About me in that language (empty removes it). */
export const ZProfileTranslation = z.object({ aboutMe: ZAboutMe });
export type TProfileTranslation = z.infer<typeof ZProfileTranslation>;

/** The translations a professional wrote, by language (stored even when the plan no longer publishes one). */
export const ZProfileTranslations = z.partialRecord(ZTranslatedProfileLocale, z.object({ aboutMe: z.string() }));
export type TProfileTranslations = z.infer<typeof ZProfileTranslations>;

/** The languages a profile is published in: English, and each language the plan includes that has a text. */
export function publishedProfileLocales(planLocales: readonly TLocale[], translations: TProfileTranslations): TLocale[] {
  return SUPPORTED_LOCALES.filter(
    (locale) =>
      locale === DEFAULT_LOCALE || (planLocales.includes(locale) && Boolean(translations[locale as TTranslatedProfileLocale]?.aboutMe)),
  );
}

/**
 * About me as a visitor reading `requested` sees it: in their language when the plan publishes the
 * profile in it and the professional wrote it, else in English; with the language shown.
 */
export function profileTextFor(
  requested: TLocale | undefined,
  planLocales: readonly TLocale[],
  english: string,
  translations: TProfileTranslations,
): { aboutMe: string; locale: TLocale } {
  if (requested && requested !== DEFAULT_LOCALE && publishedProfileLocales(planLocales, translations).includes(requested)) {
    return { aboutMe: translations[requested as TTranslatedProfileLocale]?.aboutMe ?? english, locale: requested };
  }
  return { aboutMe: english, locale: DEFAULT_LOCALE };
}
