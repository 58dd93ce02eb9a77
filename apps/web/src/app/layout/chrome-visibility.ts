import type { RouteName } from '../routes/route-names';

const FOOTER_HIDDEN_PATH_PARTS = [
  'dashboard/listings/',
  'professional/register',
  '/myproperties/',
  '/communities/',
  '/appraisal/',
  'compatible',
  'admin',
  'register',
];
const FOOTER_HIDDEN_ROUTES: RouteName[] = ['Results', 'EmailMenu', 'TermsAndConditions', 'ProfessionalSignUpEdit', 'listhub_report'];
const NAVBAR_HIDDEN_ROUTES: RouteName[] = ['CompatibilitySplash', 'listhub_report', 'EmailMenu', 'Ebook Promotion'];

export type ChromeVisibility = { navbar: boolean; footer: boolean; footerDelayMs: number };

/** Which chrome a page shows (spec section 2, "Chrome visibility"). */
export function chromeVisibility(pathname: string, routeName: RouteName | undefined): ChromeVisibility {
  const path = pathname.toLowerCase();
  const footerHiddenByPath = FOOTER_HIDDEN_PATH_PARTS.some((part) => path.includes(part.toLowerCase()));
  const footerHiddenByRoute = routeName !== undefined && FOOTER_HIDDEN_ROUTES.includes(routeName);
  const navbarHidden = path.includes('admin') || (routeName !== undefined && NAVBAR_HIDDEN_ROUTES.includes(routeName));
  return {
    navbar: !navbarHidden,
    footer: !footerHiddenByPath && !footerHiddenByRoute,
    footerDelayMs: routeName === 'Results' ? 900 : 300,
  };
}
