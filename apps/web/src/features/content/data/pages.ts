/**
 * Which catalog entries each content page shows, in order, and the facts that are the same in
 * every language (dates, paths, addresses). Catalog keys double as anchor ids, so a heading
 * can be linked to as /terms#offers in any language.
 */

/** /about, top to bottom. */
export const ABOUT_SECTIONS = ['whoWeAre', 'mission', 'different', 'values', 'money'] as const;

/** /faq question groups. */
export const FAQ_GROUPS = ['buying', 'offers', 'selling', 'professionals', 'payments', 'accounts'] as const;

/** /news posts, newest first. `date` is the publication day (YYYY-MM-DD). */
export const NEWS_POSTS = [
  { id: 'mediaServices', date: '2026-10-27' },
  { id: 'vodBanks', date: '2026-09-15' },
  { id: 'annualPlusPromotion', date: '2026-08-04' },
  { id: 'serviceOrders', date: '2026-06-16' },
  { id: 'moreLanguages', date: '2026-04-21' },
  { id: 'traditionalChinese', date: '2026-02-10' },
  { id: 'escrowSchedule', date: '2026-01-13' },
] as const;

/** Who an /advice guide is for; each is a filter chip. */
export const ADVICE_CATEGORIES = ['buyers', 'investors', 'sellers', 'professionals'] as const;
/** One /advice audience. */
export type TAdviceCategory = (typeof ADVICE_CATEGORIES)[number];

/** /advice guides and who each one is for. */
export const ADVICE_GUIDES: ReadonlyArray<{ id: string; category: TAdviceCategory }> = [
  { id: 'nonResident', category: 'investors' },
  { id: 'escrowDeposits', category: 'buyers' },
  { id: 'verificationOfDeposit', category: 'buyers' },
  { id: 'exchange1031', category: 'investors' },
  { id: 'listingPhotos', category: 'sellers' },
  { id: 'listingPlan', category: 'sellers' },
  { id: 'appraisalTypes', category: 'professionals' },
  { id: 'serviceArea', category: 'professionals' },
];

/** /terms sections, in the order they are numbered. */
export const TERMS_SECTIONS = [
  'acceptance',
  'accounts',
  'marketplace',
  'listings',
  'offers',
  'technologyFee',
  'services',
  'memberships',
  'payments',
  'content',
  'privacy',
  'disclaimers',
  'liability',
  'law',
  'changes',
  'contact',
] as const;

/** The day the terms last changed. */
export const TERMS_LAST_UPDATED = '2026-11-01';

/** /ebook chapters. */
export const EBOOK_CHAPTERS = ['why', 'budget', 'search', 'offer', 'deposits', 'professionals', 'closing'] as const;

/** The support team's details; labels and opening hours are translated in the contact catalog. */
export const CONTACT_DETAILS = {
  email: 'support@terranest.com',
  /** The spec's display format for 10-digit phone numbers: (xxx) xxx-xxxx. */
  phone: '(415) 555-0147',
  phoneHref: 'tel:+14155550147',
  address: ['Terranest, Inc.', '600 Montgomery Street, Suite 1200', 'San Francisco, CA 94111', 'United States'],
} as const;

/** /accessibility, top to bottom, and the day the statement was last reviewed. */
export const ACCESSIBILITY_SECTIONS = ['standard', 'testing', 'limitations', 'report'] as const;
export const ACCESSIBILITY_REVIEWED = '2026-11-25';
