/**
 * Every in-app destination the content pages link to, by name. Paths are the route table's
 * (apps/web/src/app/routes/route-table.tsx); a test checks each one still matches a route.
 */
export const CONTENT_PATHS = {
  home: '/',
  search: '/results',
  vod: '/vod/verification',
  buyerInfo: '/information/buyer',
  sellerInfo: '/information/seller',
  professionalInfo: '/information/professional',
  listProperty: '/dashboard/listings/new',
  createCommunity: '/dashboard/communities/new',
  myProperties: '/dashboard/listings/u',
  findProfessional: '/find-professional',
  professionalRegister: '/professional/register',
  promotion: '/buy-one-get-one',
  membership: '/dashboard/professional/membership',
  news: '/news',
  advice: '/advice',
  faq: '/faq',
  help: '/help',
  ebook: '/ebook',
  compatible: '/compatible',
  about: '/about',
  accessibility: '/accessibility',
  contact: '/contact',
  feedback: '/feedback',
  siteMap: '/site-map',
  terms: '/terms',
  privacy: '/terms#privacy',
  account: '/dashboard/account/profile',
  settings: '/dashboard/account/settings',
  saved: '/dashboard/saved',
  hidden: '/dashboard/hidden',
  offers: '/dashboard/offers',
  orders: '/dashboard/orders',
  messages: '/dashboard/messages',
  wallet: '/dashboard/wallet',
  dashboardHelp: '/dashboard/help',
} as const;
/** The name of a content destination. */
export type TContentPath = keyof typeof CONTENT_PATHS;

/** /site-map: every public page, grouped. Labels are siteMap:links.<name>. */
export const SITE_MAP_GROUPS: ReadonlyArray<{ id: string; links: readonly TContentPath[] }> = [
  { id: 'buy', links: ['home', 'search', 'buyerInfo', 'vod'] },
  { id: 'sell', links: ['listProperty', 'createCommunity', 'myProperties', 'sellerInfo'] },
  { id: 'professionals', links: ['findProfessional', 'professionalRegister', 'promotion', 'membership', 'professionalInfo'] },
  { id: 'resources', links: ['news', 'advice', 'faq', 'help', 'ebook', 'compatible'] },
  { id: 'company', links: ['about', 'contact', 'feedback', 'siteMap'] },
  { id: 'legal', links: ['terms', 'privacy', 'accessibility'] },
  { id: 'account', links: ['account', 'settings', 'saved', 'hidden', 'offers', 'orders', 'messages', 'wallet', 'dashboardHelp'] },
];

/** /help topics and where each one's full answer lives. Labels are help:links.<name>. */
export const HELP_TOPICS: ReadonlyArray<{ id: string; links: readonly string[] }> = [
  { id: 'gettingStarted', links: ['buyerInfo', 'sellerInfo', 'professionalInfo'] },
  { id: 'searching', links: ['search', 'faqBuying'] },
  { id: 'offers', links: ['faqOffers', 'advice'] },
  { id: 'deposits', links: ['faqOffers', 'vod'] },
  { id: 'selling', links: ['sellerInfo', 'faqSelling'] },
  { id: 'services', links: ['findProfessional', 'terms'] },
  { id: 'professionals', links: ['professionalInfo', 'faqProfessionals'] },
  { id: 'payments', links: ['faqPayments', 'terms'] },
  { id: 'account', links: ['faqAccounts', 'contact'] },
  { id: 'languages', links: ['faqAccounts', 'compatible'] },
  { id: 'problem', links: ['contact', 'feedback'] },
];

/** Help link names and their paths, including deep links into FAQ groups. */
export const HELP_LINKS: Record<string, string> = {
  buyerInfo: CONTENT_PATHS.buyerInfo,
  sellerInfo: CONTENT_PATHS.sellerInfo,
  professionalInfo: CONTENT_PATHS.professionalInfo,
  search: CONTENT_PATHS.search,
  vod: CONTENT_PATHS.vod,
  advice: CONTENT_PATHS.advice,
  findProfessional: CONTENT_PATHS.findProfessional,
  terms: CONTENT_PATHS.terms,
  contact: CONTENT_PATHS.contact,
  feedback: CONTENT_PATHS.feedback,
  compatible: CONTENT_PATHS.compatible,
  faqBuying: '/faq#buying',
  faqOffers: '/faq#offers',
  faqSelling: '/faq#selling',
  faqProfessionals: '/faq#professionals',
  faqPayments: '/faq#payments',
  faqAccounts: '/faq#accounts',
};

/** The /information pages, one per side of a deal. */
export const AUDIENCES = ['buyer', 'seller', 'professional'] as const;
/** One of the /information audiences. */
export type TAudience = (typeof AUDIENCES)[number];

/** Whether a route parameter names one of the /information pages. */
export function isAudience(value: string | undefined): value is TAudience {
  return (AUDIENCES as readonly string[]).includes(value ?? '');
}

/** Each /information page's calls to action: the next step, then a further read. */
export const AUDIENCE_ACTIONS: Record<TAudience, { primary: string; secondary: string }> = {
  buyer: { primary: CONTENT_PATHS.search, secondary: CONTENT_PATHS.ebook },
  seller: { primary: CONTENT_PATHS.listProperty, secondary: '/advice#listingPhotos' },
  professional: { primary: CONTENT_PATHS.professionalRegister, secondary: CONTENT_PATHS.promotion },
};
