import { US_STATES } from '@app/shared/reference/us-states';
import type { MortgageTopic } from '../../../lib/mortgage/mortgage-topics';
import { cityQuery, resultsUrl } from '../../../lib/navigation/search-url';

/** A footer link that starts a Results search; `label` is display-ready (a place name or translated text). */
export type SearchLink = { key: string; label: string; to: string };

/** The site's own pages (spec: Feedback, Contact, Terms & Conditions, About, Help; and our accessibility statement). Terms opens in a new tab. */
export const SITE_LINKS = [
  { id: 'feedback', to: '/feedback' },
  { id: 'contact', to: '/contact' },
  { id: 'terms', to: '/terms', newTab: true },
  { id: 'about', to: '/about' },
  { id: 'help', to: '/help' },
  { id: 'accessibility', to: '/accessibility' },
] as const;

/**
 * Store pages of the mobile apps. They point at the stores' own searches for the brand until
 * the apps' listing ids exist; the QR codes encode the same addresses, so both stay in step.
 */
export const APP_STORES = [
  { id: 'appStore', href: 'https://apps.apple.com/us/search?term=Terranest' },
  { id: 'googlePlay', href: 'https://play.google.com/store/search?q=Terranest&c=apps' },
] as const;
export type AppStoreId = (typeof APP_STORES)[number]['id'];

/** The brand's social accounts. WeChat has no web profiles, so its link is the official-account search. */
export const SOCIAL_LINKS = [
  { id: 'facebook', name: 'Facebook', href: 'https://www.facebook.com/terranest' },
  { id: 'instagram', name: 'Instagram', href: 'https://www.instagram.com/terranest' },
  { id: 'linkedin', name: 'LinkedIn', href: 'https://www.linkedin.com/company/terranest' },
  { id: 'youtube', name: 'YouTube', href: 'https://www.youtube.com/@terranest' },
  { id: 'wechat', name: 'WeChat', href: 'https://weixin.sogou.com/weixin?type=1&query=Terranest' },
] as const;
export type SocialId = (typeof SOCIAL_LINKS)[number]['id'];

type City = readonly [city: string, state: string];

function cityLinks(cities: readonly City[]): SearchLink[] {
  return cities.map(([city, state]) => {
    const query = cityQuery(city, state);
    return { key: query, label: query, to: resultsUrl({ searchThis: query }) };
  });
}

/** Top cities of the spec, then the three behind its "more". */
export const TOP_CITIES = cityLinks([
  ['Miami', 'FL'],
  ['Los Angeles', 'CA'],
  ['Bellevue', 'WA'],
  ['Honolulu', 'HI'],
  ['New York', 'NY'],
  ['Seattle', 'WA'],
  ['Chicago', 'IL'],
]);
export const MORE_TOP_CITIES = cityLinks([
  ['Houston', 'TX'],
  ['Dallas', 'TX'],
  ['San Francisco', 'CA'],
]);

/**
 * Popular cities (the spec leaves them to us): markets foreign buyers ask about most that the
 * top and featured cities do not already cover.
 */
export const POPULAR_CITIES = cityLinks([
  ['Irvine', 'CA'],
  ['San Jose', 'CA'],
  ['San Diego', 'CA'],
  ['Orlando', 'FL'],
  ['Las Vegas', 'NV'],
  ['Phoenix', 'AZ'],
  ['Denver', 'CO'],
  ['Portland', 'OR'],
]);

/**
 * Every state, DC and the inhabited territories, each a Results search by name. The shared list's
 * Armed Forces mail regions are left out: no property is located in one.
 */
export const STATE_LINKS: SearchLink[] = US_STATES.filter((state) => state.kind !== 'military').map((state) => ({
  key: state.code,
  label: state.name,
  to: resultsUrl({ searchThis: state.name }),
}));

/** The Results URL of a mortgage topic: Results opens with that mortgage tool above the results. */
export function mortgageUrl(topic: MortgageTopic): string {
  return resultsUrl({ mortgage: topic });
}
