import i18next, { type i18n as I18n, type Resource } from 'i18next';
import resourcesToBackend from 'i18next-resources-to-backend';
import { initReactI18next } from 'react-i18next';
import { LOCALE_COOKIE } from '@app/shared/constants/server-render';
import { numberFormat } from '@app/shared/domain/intl-formats';
import { LOCALE_PARAM, localeFromParam } from '@app/shared/seo/locale-url';
import { keepCookie } from '../visitor/visitor';
import { DEFAULT_LOCALE, LOCALES, NAMESPACES, findLocale, matchBrowserLocale, type LocaleId } from './locales';
import { loadMessagesAfterPaint } from './messages-catalog';

const STORAGE_KEY = 'locale';

/** Catalogs load per language and namespace, each its own small chunk. */
const catalogs = import.meta.glob<{ default: Record<string, unknown> }>('../../locales/*/*.json');

function loadCatalog(tag: string, namespace: string) {
  const locale = findLocale(tag);
  const load = locale && catalogs[`../../locales/${locale.id}/${namespace}.json`];
  if (!load) return Promise.reject(new Error(`no catalog ${tag}/${namespace}`));
  return load().then((module) => module.default);
}

/**
 * A language named in the address (`?lang=zh-Hant`, decision 076: each language of a public page
 * has its own URL for search engines and shared links): remembered as the reader's choice, and the
 * parameter taken out of the address bar, so the language menu stays the one control after that.
 */
function localeFromAddress(): LocaleId | undefined {
  if (typeof window === 'undefined') return undefined;
  const url = new URL(window.location.href);
  if (!url.searchParams.has(LOCALE_PARAM)) return undefined;
  const locale = localeFromParam(url.searchParams.get(LOCALE_PARAM));
  url.searchParams.delete(LOCALE_PARAM);
  window.history.replaceState(window.history.state, '', `${url.pathname}${url.search}${url.hash}`);
  if (locale) rememberLocale(locale);
  return locale;
}

/** The language the address names, else the remembered choice, else the browser's languages, else English. */
export function initialLocale(): LocaleId {
  const addressed = localeFromAddress();
  if (addressed) return addressed;
  try {
    const stored = findLocale(localStorage.getItem(STORAGE_KEY));
    if (stored) return stored.id;
  } catch {
    // Storage may be blocked (private mode); fall through to the browser's languages.
  }
  return typeof navigator === 'undefined' ? DEFAULT_LOCALE : matchBrowserLocale(navigator.languages ?? []);
}

/** Remembers the reader's choice of language: here, and in a cookie for the pages the server renders (decision 090). */
export function rememberLocale(id: LocaleId) {
  keepCookie(LOCALE_COOKIE, id);
  try {
    localStorage.setItem(STORAGE_KEY, id);
  } catch {
    // Nothing more to do: the cookie keeps the choice.
  }
}

/**
 * The language the server renders a visitor's page in: the one the address names, else the kept
 * choice, else the browser's languages (what initialLocale decides in the browser, from the request).
 */
export function requestLocale(url: URL, choice: string | undefined, languages: readonly string[]): LocaleId {
  return localeFromParam(url.searchParams.get(LOCALE_PARAM)) ?? findLocale(choice)?.id ?? matchBrowserLocale(languages);
}

/** Switches the interface language to a locale id or tag and remembers it; unknown codes are ignored. */
export function applyLocale(code: string, instance: I18n = i18next) {
  const locale = findLocale(code);
  if (!locale) return;
  rememberLocale(locale.id);
  void instance.changeLanguage(locale.tag);
}

/** The spec's locale id ('en-us', 'zh-Hant', ...) of the current i18next language. */
export function currentLocaleId(instance: I18n = i18next): LocaleId {
  return findLocale(instance.resolvedLanguage ?? instance.language)?.id ?? DEFAULT_LOCALE;
}

/** Initialises i18next for the app; resources may be given up front (tests). */
export async function initI18n(options: { locale?: LocaleId; resources?: Resource } = {}) {
  const locale = findLocale(options.locale ?? initialLocale()) ?? LOCALES[0];
  const instance = i18next.createInstance().use(initReactI18next);
  if (!options.resources) instance.use(resourcesToBackend(loadCatalog));
  await instance.init({
    lng: locale.tag,
    fallbackLng: 'en-US',
    supportedLngs: LOCALES.map((l) => l.tag),
    load: 'currentOnly',
    // The messages catalog is not needed to paint a page: it loads after the heading (decision 085).
    ns: ['common', 'nav', 'footer'],
    defaultNS: 'common',
    fallbackNS: false,
    resources: options.resources,
    partialBundledLanguages: false,
    interpolation: { escapeValue: false },
    react: { useSuspense: true },
  });
  // `{{count, number}}`, the only format the catalogs use. i18next keeps its own number formats by
  // their options, which hold the value itself, so it made a new Intl.NumberFormat (costly to make)
  // for every different number shown: the home page's nine city counts blocked a throttled phone
  // for 60 ms while it was taken over. Kept per language instead.
  instance.services.formatter?.add('number', (value: number, lng: string | undefined) => numberFormat(lng ?? locale.tag).format(value));
  if (!options.resources && typeof document !== 'undefined') loadMessagesAfterPaint(instance);
  syncDocumentLanguage(instance);
  instance.on('languageChanged', () => syncDocumentLanguage(instance));
  return instance;
}

function syncDocumentLanguage(instance: I18n) {
  if (typeof document === 'undefined') return;
  const locale = findLocale(instance.language);
  document.documentElement.lang = locale?.tag ?? 'en-US';
}

export { NAMESPACES };
