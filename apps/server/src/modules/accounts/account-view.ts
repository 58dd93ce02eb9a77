import type { TAccount } from '@app/shared/accounts/account.schema';
import type { TLocale } from '@app/shared/constants/locale';
import type { AccountRow } from './accounts.repo';

type Lists = { savedProps: string[]; hidden: string[]; savedSearches: string[] };

/** The account as its owner sees it through the API (spec section 3: Account). */
export function toAccountView(row: AccountRow, lists: Lists, googleLinked: boolean): TAccount {
  return {
    _id: row.id,
    email: row.email,
    name: { firstName: row.firstName, lastName: row.lastName },
    verified: row.emailVerifiedAt !== null,
    professionalInfo: row.professionalInfo ?? null,
    savedProps: lists.savedProps,
    savedSearches: lists.savedSearches,
    hidden: lists.hidden,
    roles: { professional: row.professionalInfo !== null, admin: row.isAdmin && row.emailVerifiedAt !== null },
    profile: {
      gender: (row.gender as TAccount['profile']['gender']) ?? null,
      dateOfBirth: row.dateOfBirth ?? null,
      phone: row.phone ?? null,
      preferredLanguage: (row.preferredLanguage as TAccount['profile']['preferredLanguage']) ?? null,
      preferredCurrency: (row.preferredCurrency as TAccount['profile']['preferredCurrency']) ?? null,
      timeZone: (row.timeZone as TAccount['profile']['timeZone']) ?? null,
      profession: (row.profession as TAccount['profile']['profession']) ?? null,
      country: row.country as TAccount['profile']['country'],
      locale: row.locale as TLocale,
    },
    hasPassword: row.passwordHash !== null,
    googleLinked,
    createdAt: row.createdAt.toISOString(),
  };
}

const LANGUAGE_TO_LOCALE: Record<string, TLocale> = {
  en: 'en-us',
  'zh-Hant': 'zh-Hant',
  yue: 'zh-Hant',
  'zh-Hans': 'zh-Hans',
  cmn: 'zh-Hans',
  es: 'es',
};

/** The language to write to someone in: their preferred language if we write it, else their interface language. */
export function mailLocaleOf(row: Pick<AccountRow, 'preferredLanguage' | 'locale'>): TLocale {
  return (row.preferredLanguage && LANGUAGE_TO_LOCALE[row.preferredLanguage]) || (row.locale as TLocale);
}
