import { COUNTRY_META } from '@app/shared/constants/session';
import { DEFAULT_COUNTRY } from '@app/shared/constants/locale';

const STORAGE_KEY = 'country';

/** The visitor's country as the server put it in the page (for visitors, who do not ask GET account). */
export function pageCountry(): string | null {
  return document.querySelector<HTMLMetaElement>(`meta[name="${COUNTRY_META}"]`)?.content || null;
}

/** Stores the country the server reads for this person (GET account's x-user-country header, or the page's). */
export function rememberCountry(code: string | null) {
  if (!code) return;
  try {
    localStorage.setItem(STORAGE_KEY, code);
  } catch {
    // Storage may be blocked (private mode); the default country applies then.
  }
}

/** The stored country preference, 'us' until the server has told us one. */
export function storedCountry(): string {
  try {
    return localStorage.getItem(STORAGE_KEY) ?? DEFAULT_COUNTRY;
  } catch {
    return DEFAULT_COUNTRY;
  }
}
