/** The interface languages (spec section 1). `id` is the spec's code and the catalog folder. */
export const LOCALES = [
  { id: 'en-us', tag: 'en-US', label: 'English' },
  { id: 'zh-Hant', tag: 'zh-Hant', label: '繁體中文' },
  { id: 'zh-Hans', tag: 'zh-Hans', label: '简体中文' },
  { id: 'es', tag: 'es', label: 'Español' },
] as const;

export type LocaleId = (typeof LOCALES)[number]['id'];
/** i18next's canonical BCP 47 tag for a locale (i18next formats 'en-us' as 'en-US'). */
export type LocaleTag = (typeof LOCALES)[number]['tag'];

export const DEFAULT_LOCALE: LocaleId = 'en-us';

/** Every catalog namespace; each is one JSON file per locale under src/locales/<id>/. */
export const NAMESPACES = [
  'common',
  'options',
  'messages',
  'nav',
  'footer',
  'home',
  'about',
  'accessibility',
  'faq',
  'news',
  'advice',
  'help',
  'terms',
  'contact',
  'feedback',
  'siteMap',
  'information',
  'ebook',
  'compatible',
  'accounts',
  'wallet',
  'payments',
  'property',
  'myListings',
  'listingWizard',
  'makeOffer',
  'wizard',
  'savedSearches',
  'search',
  'mortgage',
  'newsletter',
  'offersDashboard',
  'offerPages',
  'offerCosign',
  'offerNegotiation',
  'vod',
  'professionalDashboard',
  'professionalSignup',
  'promotions',
  'admin',
  'adminOperations',
  'professionalsDirectory',
  'messaging',
  'listhub',
  'services',
  'orders',
  'coupons',
  'leads',
  'mediaOrders',
] as const;
export type Namespace = (typeof NAMESPACES)[number];

/** The locale whose id or tag matches, ignoring case; undefined when unsupported. */
export function findLocale(code: string | null | undefined) {
  const wanted = code?.toLowerCase();
  return LOCALES.find((l) => l.id.toLowerCase() === wanted || l.tag.toLowerCase() === wanted);
}

/** Picks the best interface language for a list of browser languages (navigator.languages). */
export function matchBrowserLocale(languages: readonly string[]): LocaleId {
  for (const language of languages) {
    const lower = language.toLowerCase();
    const exact = findLocale(lower);
    if (exact) return exact.id;
    if (lower === 'zh-tw' || lower === 'zh-hk' || lower === 'zh-mo') return 'zh-Hant';
    if (lower.startsWith('zh')) return 'zh-Hans';
    if (lower.startsWith('es')) return 'es';
    if (lower.startsWith('en')) return 'en-us';
  }
  return DEFAULT_LOCALE;
}
