import type { ComponentType } from 'react';
import type { RouteObject } from 'react-router';
import { RequireAdmin, RequireProfessionalOrAdmin, RequireSignedIn, RequireVerified } from '../guards/guards';
import { PageLoading, RootLayout } from '../layout/root-layout';
import { RouteErrorBoundary } from '../pages/route-error-boundary';
import { OLD_DASHBOARD_PATHS } from './old-dashboard-paths';
import { promoRegisterRedirect } from '../pages/promo-register-redirect';
import { REDIRECTS, redirectWithParams } from './redirect-with-params';
import { DEFAULT_OFFER_TAB, type RouteHandle } from './route-names';

/** A lazily loaded page: every page is its own chunk. */
function page(load: () => Promise<{ default: ComponentType }>, handle?: RouteHandle) {
  return { lazy: async () => ({ Component: (await load()).default }), handle };
}

const content = {
  about: () => import('../../features/content/pages/about-page'),
  accessibility: () => import('../../features/content/pages/accessibility-page'),
  faq: () => import('../../features/content/pages/faq-page'),
  news: () => import('../../features/content/pages/news-page'),
  advice: () => import('../../features/content/pages/advice-page'),
  help: () => import('../../features/content/pages/help-page'),
  dashboardHelp: () => import('../../features/content/pages/dashboard-help-page'),
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
  // The app composes the coupons feature's code field into the payments feature's checkout page.
  checkout: () => import('../pages/checkout-route'),
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

const professionalDashboard = {
  verify: () => import('../../features/professional-dashboard/pages/verify-page'),
  membership: () => import('../../features/professional-dashboard/pages/membership-page'),
};

const directory = {
  search: () => import('../../features/professionals-directory/pages/find-professional-page'),
  profile: () => import('../../features/professionals-directory/pages/professional-profile-page'),
};

const services = {
  appraisal: () => import('../../features/services/pages/appraisal-services-page'),
  inspection: () => import('../../features/services/pages/inspection-services-page'),
  media: () => import('../../features/services/pages/media-services-page'),
  mediaForm: () => import('../../features/services/pages/media-service-edit-page'),
};

/** The ordering pages of issue 20 (decision 072). */
const ordering = {
  appraisal: () => import('../../features/orders/ordering/pages/appraisal-property-order-page'),
  inspection: () => import('../../features/orders/ordering/pages/inspection-property-order-page'),
  inspectionAddress: () => import('../../features/orders/ordering/pages/inspection-address-order-page'),
  inspectionFromProfessional: () => import('../../features/orders/ordering/pages/inspection-professional-order-page'),
};

const notFound = () => import('../pages/not-found-page');

const professionalSignUp = () => import('../pages/professional-signup-route');

const admin = {
  layout: () => import('../../features/admin/pages/admin-layout'),
  overview: () => import('../../features/admin/pages/overview-page'),
  queue: () => import('../../features/admin/pages/review-queue-page'),
  review: () => import('../../features/admin/pages/professional-review-page'),
  people: () => import('../../features/admin/pages/people-page'),
  listings: () => import('../../features/admin/pages/listings-page'),
  reports: () => import('../../features/admin/reports/pages/reports-page'),
  audit: () => import('../../features/admin/pages/audit-log-page'),
  deliveries: () => import('../../features/admin/operations/pages/deliveries-page'),
  payments: () => import('../../features/admin/payments/pages/payments-page'),
  payouts: () => import('../../features/admin/payments/pages/payouts-page'),
  payment: () => import('../../features/admin/payments/pages/payment-page'),
  disputes: () => import('../../features/admin/disputes/pages/disputes-page'),
  dispute: () => import('../../features/admin/disputes/pages/dispute-page'),
  inbox: () => import('../../features/admin/operations/pages/inbox-page'),
  subscribers: () => import('../../features/admin/operations/pages/subscribers-page'),
  // The app composes the ListHub feature's imports page into the console.
  listhub: () => import('../../features/listhub/pages/listhub-imports-page'),
  coupons: () => import('../../features/coupons/pages/admin-coupons-page'),
  resoPartners: () => import('../../features/admin/pages/reso-partners-page'),
};

/** /admin and its sections (decision 066): admins only, decided on the server; everyone else goes to /. */
const adminRoutes: RouteObject = {
  path: 'admin',
  element: <RequireAdmin />,
  children: [
    {
      ...page(admin.layout),
      children: [
        { index: true, ...page(admin.overview) },
        { path: 'professionals', ...page(admin.queue) },
        { path: 'professionals/:id', ...page(admin.review) },
        { path: 'people', ...page(admin.people) },
        { path: 'listings', ...page(admin.listings) },
        { path: 'reports', ...page(admin.reports) },
        { path: 'listhub', ...page(admin.listhub) },
        { path: 'coupons', ...page(admin.coupons) },
        { path: 'payments', ...page(admin.payments) },
        { path: 'payments/payouts', ...page(admin.payouts) },
        { path: 'payments/:id', ...page(admin.payment) },
        { path: 'disputes', ...page(admin.disputes) },
        { path: 'disputes/:id', ...page(admin.dispute) },
        { path: 'reso-partners', ...page(admin.resoPartners) },
        { path: 'audit', ...page(admin.audit) },
        { path: 'deliveries', ...page(admin.deliveries) },
        { path: 'inbox', ...page(admin.inbox) },
        { path: 'subscribers', ...page(admin.subscribers) },
      ],
    },
  ],
};

const publicRoutes: RouteObject[] = [
  { index: true, ...page(() => import('../../features/home/home-page'), { name: 'Home', serverRendered: true }) },
  { path: 'results', ...page(() => import('../pages/search-results-page'), { name: 'Results', serverRendered: true }) },
  { path: 'listings/:propertyId', ...page(() => import('../../features/property/pages/property-page'), { serverRendered: true }) },
  { path: 'listings/community/:communityId', ...page(() => import('../../features/property/pages/community-page')) },
  {
    path: 'listings/listhub/report/:file',
    ...page(() => import('../../features/listhub/pages/listhub-report-page'), { name: 'listhub_report' }),
  },
  { path: 'find-professional', ...page(directory.search) },
  { path: 'find-professional/:profession', ...page(directory.search) },
  { path: 'professional/:id', ...page(directory.profile) },
  { path: 'professional/:id/:zipCode', ...page(directory.profile) },
  { path: 'register/:promo', loader: promoRegisterRedirect, handle: REDIRECTS },
  { path: 'buy-one-get-one', ...page(() => import('../../features/promotions/pages/buy-one-get-one-page')) },
  { path: 'buy-one-get-one/:code', ...page(() => import('../../features/promotions/pages/bogo-code-page')) },
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
  { path: 'professional/register', ...page(professionalSignUp, { name: 'ProfessionalSignUp' }) },
  { path: 'professional/register/:new', ...page(professionalSignUp, { name: 'ProfessionalSignUp' }) },
  { path: 'listings/:propertyId/offers/:offerId/finish', ...page(offerFinish) },
  { path: 'Negotiation/:offerId/MakeAnOfferFinish', ...page(offerFinish) },
  { path: 'review/:service/:orderId', ...page(() => import('../../features/orders/pages/review-page')) },
];

const verifiedRoutes: RouteObject[] = [
  { path: 'appraisal/:propertyId', ...page(ordering.appraisal) },
  { path: 'appraisal/prof/:professionalId/:zipCode', ...page(() => import('../../features/orders/pages/appraisal-order-page')) },
  // The static inspection/add wins over inspection/:propertyId (React Router ranks static segments first).
  { path: 'inspection/add', ...page(ordering.inspectionAddress) },
  { path: 'inspection/:propertyId', ...page(ordering.inspection) },
  { path: 'services/media/order/:professionalId/:page', ...page(() => import('../../features/media-orders/pages/media-order-page')) },
  { path: 'services/inspection/order/:professionalId/:page', ...page(ordering.inspectionFromProfessional) },
  { path: 'checkout/:checkoutId', ...page(payments.checkout) },
  // The static …/finish route above wins over this one (React Router ranks static segments first); a page is 1 to 8.
  { path: 'listings/:propertyId/offers/:offerId/:page', ...page(() => import('../../features/make-offer/pages/offer-wizard-page')) },
];

const listingWizard = () => import('../../features/listing-wizard/pages/listing-wizard-page');

/** /dashboard and its children (spec section 2), with the guard each one needs. */
const dashboardChildren: RouteObject[] = [
  // /dashboard opens on the account's profile section.
  { index: true, ...redirectWithParams('/dashboard/account/profile') },
  // account/{component}/{page?}: the spec's three account sections; any other component is not found.
  { path: 'account/profile', ...page(accounts.editProfile) },
  { path: 'account/trust-verification', ...page(accounts.trustVerification) },
  { path: 'account/settings', ...page(accounts.settings) },
  { path: 'account/:component/:page?', ...page(notFound) },
  { path: 'professional/verify', ...page(professionalDashboard.verify) },
  { path: 'profile/settings', ...page(accounts.editProfile) },
  { path: 'saved', ...page(() => import('../pages/saved-page')) },
  { path: 'hidden', ...page(() => import('../../features/my-listings/pages/hidden-page')) },
  { path: 'offers', ...redirectWithParams(`/dashboard/offers/${DEFAULT_OFFER_TAB}`) },
  { path: 'offers/:tab', ...page(offersDashboard.list) },
  { path: 'offers/:tab/compare/:offer', ...page(offersDashboard.compare) },
  { path: 'offers/:tab/:view/:offer', ...page(offersDashboard.view) },
  { path: 'offers/:offer/Negotiation/:page', ...page(offersDashboard.negotiation) },
  { path: 'messages', ...page(() => import('../../features/messages/pages/messages-page')) },
  // Not in the spec's dashboard list (section 2); decision 078 picks it.
  { path: 'leads', ...page(() => import('../../features/leads/pages/leads-page')) },
  { path: 'help', ...page(content.dashboardHelp) },
  {
    element: <RequireVerified />,
    children: [
      { path: 'listings/new', ...page(listingWizard, { serverRendered: true }) },
      { path: 'listings/new/:communityId', ...page(listingWizard, { serverRendered: true }) },
      { path: 'listings/u', ...page(() => import('../../features/my-listings/pages/my-listings-page')) },
      { path: 'listings/:propertyId/edit', ...page(listingWizard) },
      { path: 'listings/:propertyId/overview', ...page(() => import('../../features/my-listings/pages/listing-overview-page')) },
      { path: 'communities/new', ...page(() => import('../../features/listing-wizard/pages/community-wizard-page')) },
      { path: 'communities/edit/:communityId', ...page(() => import('../../features/listing-wizard/pages/community-wizard-page')) },
      { path: 'communities/:communityId', ...page(() => import('../../features/my-listings/pages/community-page')) },
      { path: 'orders', ...page(() => import('../../features/orders/pages/orders-page')) },
      { path: 'wallet', ...page(wallet) },
      { path: 'wallet/receipts/:paymentId', ...page(payments.receipt) },
    ],
  },
  {
    element: <RequireProfessionalOrAdmin />,
    children: [
      { path: 'professional/membership', ...page(professionalDashboard.membership) },
      { path: 'appraisal', ...page(() => import('../../features/orders/pages/appraisal-orders-page')) },
      { path: 'appraisal/edit', ...page(services.appraisal) },
      { path: 'inspection', ...page(() => import('../../features/orders/pages/inspection-orders-page')) },
      // The inspector's services editor (decision 069; the spec names no route for it).
      { path: 'inspection/edit', ...page(services.inspection) },
      // The media specialist's media orders (the spec's professional/services/media); their services are edited under /edit (decision 073).
      { path: 'professional/services/media', ...page(() => import('../../features/orders/pages/media-orders-page')) },
      { path: 'professional/services/media/new', ...page(services.mediaForm) },
      { path: 'professional/services/media/edit', ...page(services.mediaForm) },
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
            children: [{ path: 'professional/edit/:id', ...page(professionalSignUp, { name: 'ProfessionalSignUpEdit' }) }],
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
          adminRoutes,
          { path: '*', ...page(notFound) },
        ],
      },
    ],
  },
];
