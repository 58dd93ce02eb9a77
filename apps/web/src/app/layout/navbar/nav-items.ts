import { BUY_MENU_PROPERTY_TYPES } from '@app/shared/reference/property';
import { DEFAULT_OFFER_TAB } from '../../routes/route-names';
import { resultsUrl } from '../../../lib/navigation/search-url';

/** One link of a menu. `labelKey` is a key of the `nav` namespace. */
export type NavEntry = {
  id: string;
  labelKey: string;
  to: string;
  /** The route needs a verified account; unverified people see a hint (the guard does the rest). */
  needsVerified?: boolean;
  /** Only industry professionals (and admins) see it. */
  professionalOnly?: boolean;
  /** Only admins see it (the admin console, decision 066). */
  adminOnly?: boolean;
};

/** A top-level item: a disclosure menu of entries, or a plain link. */
export type NavItem =
  { kind: 'menu'; id: string; labelKey: string; entries: NavEntry[] } | { kind: 'link'; id: string; labelKey: string; to: string };

/** Buy: the search filter's property types plus the Buy menu's extras, each a Results search. */
const buyEntries: NavEntry[] = BUY_MENU_PROPERTY_TYPES.map((type) => ({
  id: type.id,
  labelKey: `propertyTypes.${type.id}`,
  to: resultsUrl({ searchPropertyType: type.id }),
}));

/** The main menus of spec section 2, "Navbar", in order. */
export const NAV_ITEMS: NavItem[] = [
  { kind: 'menu', id: 'buy', labelKey: 'menus.buy', entries: buyEntries },
  {
    kind: 'menu',
    id: 'sell',
    labelKey: 'menus.sell',
    entries: [
      { id: 'list-property', labelKey: 'sell.listProperty', to: '/dashboard/listings/new', needsVerified: true },
      { id: 'how-selling-works', labelKey: 'sell.howItWorks', to: '/information/seller' },
    ],
  },
  {
    kind: 'menu',
    id: 'saved',
    labelKey: 'menus.saved',
    entries: [
      { id: 'saved-properties', labelKey: 'saved.properties', to: '/dashboard/saved' },
      { id: 'saved-searches', labelKey: 'saved.searches', to: '/dashboard/saved?tab=searches' },
    ],
  },
  { kind: 'link', id: 'find-professionals', labelKey: 'menus.findProfessionals', to: '/find-professional' },
  {
    kind: 'menu',
    id: 'resources',
    labelKey: 'menus.resources',
    entries: [
      { id: 'news', labelKey: 'resources.news', to: '/news' },
      { id: 'advice', labelKey: 'resources.advice', to: '/advice' },
      { id: 'faq', labelKey: 'resources.faq', to: '/faq' },
    ],
  },
  { kind: 'link', id: 'messages', labelKey: 'menus.messages', to: '/dashboard/messages' },
];

/** The profile menu (spec: account … help); log out is added by the menu itself. */
export const PROFILE_ENTRIES: NavEntry[] = [
  { id: 'account', labelKey: 'profile.account', to: '/dashboard/account/profile' },
  { id: 'addproperty', labelKey: 'profile.addProperty', to: '/dashboard/listings/new', needsVerified: true },
  { id: 'myproperties', labelKey: 'profile.myProperties', to: '/dashboard/listings/u', needsVerified: true },
  { id: 'hiddenproperties', labelKey: 'profile.hiddenProperties', to: '/dashboard/hidden' },
  { id: 'offers', labelKey: 'profile.offers', to: `/dashboard/offers/${DEFAULT_OFFER_TAB}` },
  { id: 'servicesiordered', labelKey: 'profile.servicesIOrdered', to: '/dashboard/orders', needsVerified: true },
  { id: 'servicesiprovide', labelKey: 'profile.servicesIProvide', to: '/dashboard/professional/services/media', professionalOnly: true },
  { id: 'appraisal', labelKey: 'profile.appraisal', to: '/dashboard/appraisal', professionalOnly: true },
  { id: 'inspection', labelKey: 'profile.inspection', to: '/dashboard/inspection', professionalOnly: true },
  { id: 'wallet', labelKey: 'profile.wallet', to: '/dashboard/wallet', needsVerified: true },
  { id: 'help', labelKey: 'profile.help', to: '/dashboard/help' },
  { id: 'admin', labelKey: 'profile.admin', to: '/admin', adminOnly: true },
];

type Roles = { professional: boolean; admin: boolean };

/** The profile entries a person may see: professional entries only for professionals or admins, the admin console only for admins. */
export function visibleProfileEntries(roles: Roles): NavEntry[] {
  const seesProfessional = roles.professional || roles.admin;
  return PROFILE_ENTRIES.filter((entry) => (!entry.professionalOnly || seesProfessional) && (!entry.adminOnly || roles.admin));
}
