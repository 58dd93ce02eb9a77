import type { TAccount } from '@app/shared/accounts/account.schema';
import type { TUpdateAccountRequest } from '@app/shared/accounts/account-update.schema';

/** The Edit Profile form's starting values: the saved profile (the phone as stored, in E.164). */
export function toProfileFormValues(account: TAccount): TUpdateAccountRequest {
  const { profile } = account;
  return {
    name: { firstName: account.name.firstName, lastName: account.name.lastName },
    gender: profile.gender,
    dateOfBirth: profile.dateOfBirth,
    phone: profile.phone,
    preferredLanguage: profile.preferredLanguage,
    preferredCurrency: profile.preferredCurrency,
    timeZone: profile.timeZone,
    profession: profile.profession,
    country: profile.country,
  };
}

/** An empty select or input means "not set" (null), as the API stores it. */
export function emptyToNull(value: unknown) {
  return typeof value === 'string' && value.trim() === '' ? null : value;
}

/** Today as YYYY-MM-DD in the reader's time zone: the latest a date of birth may be. */
export function todayIso(now: Date = new Date()) {
  const local = new Date(now.getTime() - now.getTimezoneOffset() * 60_000);
  return local.toISOString().slice(0, 10);
}
