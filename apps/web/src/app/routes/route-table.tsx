import type { ComponentType } from 'react';
import type { RouteObject } from 'react-router';
import { RequireProfessionalOrAdmin, RequireSignedIn, RequireVerified } from '../guards/guards';
import { PageLoading, RootLayout } from '../layout/root-layout';
import { RouteErrorBoundary } from '../pages/route-error-boundary';
import { OLD_DASHBOARD_PATHS } from './old-dashboard-paths';
import { promoRegisterRedirect } from '../pages/promo-register-redirect';
import { REDIRECTS, redirectWithParams } from './redirect-with-params';
import { DEFAULT_OFFER_TAB, type FeatureKey, type RouteHandle, type RouteName } from './route-names';

/** A lazily loaded page: every page is its own chunk. */
function page(load: () => Promise<{ default: ComponentType }>, handle?: RouteHandle) {
  return { lazy: async () => ({ Component: (await load()).default }), handle };
}

/** A route whose feature is not built yet: the spec's coming-soon screen, named after the feature. */
function soon(feature: FeatureKey, name?: RouteName) {
  return page(() => import('../pages/coming-soon-page'), { feature, ...(name ? { name } : {}) });
}

const content = {
  about: () => import('../../features/content/pages/about-page'),
  accessibility: () => import('../../features/content/pages/accessibility-page'),
  faq: () => import('../../features/content/pages/faq-page'),
  news: () => import('../../features/content/pages/news-page'),
  advice: () => import('../../features/content/pages/advice-page'),
  help: () => import('../../features/content/pages/help-page'),
  terms: () => import('../../features/content/pages/terms-page'),
  contact: () => import('../../features/content/pages/contact-page'),
  feedback: () => import('../../features/content/pages/feedback-page'),
  siteMap: () => import('../../features/content/pages/site-map-page'),
  information: () => import('../../features/content/pages/information-page'),
  ebook: () => import('../../features/content/pages/ebook-page'),
  compatible: () => import('../../features/content/pages/compatible-page'),
};

const accounts = {
  verification: () => import('../../features/accounts/pages/verification-page'),
  editProfile: () => import('../../features/accounts/pages/edit-profile-page'),
  trustVerification: () => import('../../features/accounts/pages/trust-verification-page'),
  settings: () => import('../../features/accounts/pages/settings-page'),
};

const wallet = () => import('../../features/wallet/pages/wallet-page');

const payments = {
  checkout: () => import('../../features/payments/pages/checkout-page'),
  receipt: () => import('../../features/payments/pages/receipt-page'),
  demoConfirm: () => import('../../features/payments/pages/demo-confirm-page'),
};

const offerFinish = () => import('../../features/make-offer/pages/offer-finish-page');

const offersDashboard = {
  list: () => import('../../features/offers-dashboard/pages/offers-page'),
  // The view with the negotiation on it, and the negotiation's pages: the app composes the two features.
  view: () => import('../pages/offer-view-route'),
  negotiation: () => import('../pages/negotiation-route'),
  compare: () => import('../../features/offers-dashboard/pages/offer-compare-page'),
};

const notFound = () => import('../pages/not-found-page');

const publicRoutes: RouteObject[] = [
  { index: true, ...page(() => import('../../features/home/home-page'), { name: 'Home' }) },
  { path: 'results', ...page(() => import('../pages/search-results-page'), { name: 'Results' }) },
  { path: 'listings/:propertyId', ...page(() => import('../../features/property/pages/property-page')) },
  { path: 'listings/community/:communityId', ...page(() => import('../../features/property/pages/community-page')) },
  { path: 'listings/listhub/report/:file', ...soon('listhubReport', 'listhub_report') },
  { path: 'find-professional', ...soon('findProfessional') },
  { path: 'find-professional/:profession', ...soon('findProfessional') },
  { path: 'professional/:id', ...soon('professionalProfile') },
  { path: 'professional/:id/:zipCode', ...soon('professionalProfile') },
  { path: 'register/:promo', loader: promoRegisterRedirect, handle: REDIRECTS },
  { path: 'buy-one-get-one', ...soon('promotion') },
  { path: 'buy-one-get-one/:code', ...soon('promotion') },
  { path: 'verification/:id', ...page(accounts.verification) },
  // The link mailed to a bank officer (decision 056): public, no account.
  { path: 'vod/verification', ...page(() => import('../../features/vod-verification/pages/vod-verification-page')) },
  { path: 'terms', ...page(content.terms, { name: 'TermsAndConditions' }) },
  { path: 'feedback', ...page(content.feedback) },
  { path: 'about', ...page(content.about) },
  { path: 'accessibility', ...page(content.accessibility) },
  { path: 'news', ...page(content.news) },
  { path: 'advice', ...page(content.advice) },
  { path: 'faq', ...page(content.faq) },
  { path: 'site-map', ...page(content.siteMap) },
  { path: 'contact', ...page(content.contact, { name: 'Contact' }) },
  { path: 'help', ...page(content.help) },
  { path: 'information/:audience', ...page(content.information) },
  { path: 'compatible', ...page(content.compatible, { name: 'CompatibilitySplash' }) },
  { path: 'ebook', ...page(content.ebook, { name: 'Ebook Promotion' }) },
  { path: 'newsletter/confirm/:token', ...page(() => import('../../features/newsletter/pages/newsletter-confirm-page')) },
  // A co-buyer's mailed signing link (decision 053; the spec names no route for it): public, no account.
  { path: 'offers/sign/:token', ...page(() => import('../../features/offer-cosign/pages/offer-cosign-page')) },
  // The demo processor's confirmation step for Alipay, WeChat Pay and PayPal (decision 060): public, the payer may be on a phone.
  { path: 'pay/demo/:intentId', ...page(payments.demoConfirm) },
  { path: 'email/preferences', ...page(() => import('../../features/saved-searches/pages/email-preferences-page'), { name: 'EmailMenu' }) },
];

const signedInRoutes: RouteObject[] = [
  { path: 'professional/register', ...soon('professionalSignUp', 'ProfessionalSignUp') },
  { path: 'professional/register/:new', ...soon('professionalSignUp', 'ProfessionalSignUp') },
  { path: 'listings/:propertyId/offers/:offerId/finish', ...page(offerFinish) },
  { path: 'Negotiation/:offerId/MakeAnOfferFinish', ...page(offerFinish) },
  { path: 'review/:service/:orderId', ...soon('review') },
];

const verifiedRoutes: RouteObject[] = [
  { path: 'appraisal/:propertyId', ...soon('appraisalOrder') },
  { path: 'appraisal/prof/:professionalId/:zipCode', ...soon('appraisalOrder') },
  { path: 'inspection/add', ...soon('inspectionOrder') },
  { path: 'inspection/:propertyId', ...soon('inspectionOrder') },
  { path: 'services/media/order/:professionalId/:page', ...soon('mediaOrder') },
  { path: 'services/inspection/order/:professionalId/:page', ...soon('inspectionOrder') },
  { path: 'checkout/:checkoutId', ...page(payments.checkout) },
  // The static …/finish route above wins over this one (React Router ranks static segments first); a page is 1 to 8.
  { path: 'listings/:propertyId/offers/:offerId/:page', ...page(() => import('../../features/make-offer/pages/offer-wizard-page')) },
];

/** /dashboard and its children (spec section 2), with the guard each one needs. */
const dashboardChildren: RouteObject[] = [
  // /dashboard opens on the account's profile section.
  { index: true, ...redirectWithParams('/dashboard/account/profile') },
  // account/{component}/{page?}: the spec's three account sections; any other component is not found.
  { path: 'account/profile', ...page(accounts.editProfile) },
  { path: 'account/trust-verification', ...page(accounts.trustVerification) },
  { path: 'account/settings', ...page(accounts.settings) },
  { path: 'account/:component/:page?', ...page(notFound) },
  { path: 'professional/verify', ...soon('professionalVerify') },
  { path: 'profile/settings', ...page(accounts.editProfile) },
  { path: 'saved', ...page(() => import('../pages/saved-page')) },
  { path: 'hidden', ...page(() => import('../../features/my-listings/pages/hidden-page')) },
  { path: 'offers', ...redirectWithParams(`/dashboard/offers/${DEFAULT_OFFER_TAB}`) },
  { path: 'offers/:tab', ...page(offersDashboard.list) },
  { path: 'offers/:tab/compare/:offer', ...page(offersDashboard.compare) },
  { path: 'offers/:tab/:view/:offer', ...page(offersDashboard.view) },
  { path: 'offers/:offer/Negotiation/:page', ...page(offersDashboard.negotiation) },
  { path: 'messages', ...soon('messages') },
  { path: 'help', ...soon('dashboardHelp') },
  {
    element: <RequireVerified />,
    children: [
      { path: 'listings/new', ...page(() => import('../../features/listing-wizard/pages/listing-wizard-page')) },
      { path: 'listings/new/:communityId', ...page(() => import('../../features/listing-wizard/pages/listing-wizard-page')) },
      { path: 'listings/u', ...page(() => import('../../features/my-listings/pages/my-listings-page')) },
      { path: 'listings/:propertyId/edit', ...page(() => import('../../features/listing-wizard/pages/listing-wizard-page')) },
      { path: 'listings/:propertyId/overview', ...page(() => import('../../features/my-listings/pages/listing-overview-page')) },
      { path: 'communities/new', ...page(() => import('../../features/listing-wizard/pages/community-wizard-page')) },
      { path: 'communities/edit/:communityId', ...page(() => import('../../features/listing-wizard/pages/community-wizard-page')) },
      { path: 'communities/:communityId', ...page(() => import('../../features/my-listings/pages/community-page')) },
      { path: 'orders', ...soon('orders') },
      { path: 'wallet', ...page(wallet) },
      { path: 'wallet/receipts/:paymentId', ...page(payments.receipt) },
    ],
  },
  {
    element: <RequireProfessionalOrAdmin />,
    children: [
      { path: 'professional/membership', ...soon('membership') },
      { path: 'appraisal', ...soon('appraisalProvider') },
      { path: 'appraisal/edit', ...soon('appraisalServices') },
      { path: 'inspection', ...soon('inspectionProvider') },
      { path: 'professional/services/media', ...soon('mediaServices') },
      { path: 'professional/services/media/new', ...soon('mediaServices') },
      { path: 'professional/services/media/edit', ...soon('mediaServices') },
    ],
  },
];

/** Old dashboard paths redirect before any guard runs, so the new path decides access. */
const oldDashboardRedirects: RouteObject[] = OLD_DASHBOARD_PATHS.map(({ from, to }) => ({
  path: from,
  ...redirectWithParams(`/dashboard/${to}`),
}));

/** The complete route table of spec section 2. */
export const routes: RouteObject[] = [
  {
    path: '/',
    element: <RootLayout />,
    errorElement: <RouteErrorBoundary />,
    children: [
      {
        errorElement: <RouteErrorBoundary />,
        // What the page area shows while the first page's code loads; the frame is already there.
        hydrateFallbackElement: <PageLoading />,
        children: [
          ...publicRoutes,
          { element: <RequireSignedIn />, children: signedInRoutes },
          { element: <RequireVerified />, children: verifiedRoutes },
          {
            element: <RequireProfessionalOrAdmin />,
            children: [{ path: 'professional/edit/:id', ...soon('professionalEdit', 'ProfessionalSignUpEdit') }],
          },
          {
            path: 'dashboard',
            children: [
              ...oldDashboardRedirects,
              {
                element: <RequireSignedIn />,
                children: [{ ...page(() => import('../layout/dashboard-layout')), children: dashboardChildren }],
              },
            ],
          },
          { path: '*', ...page(notFound) },
        ],
      },
    ],
  },
];
