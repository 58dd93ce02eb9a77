import type { TAdminAccount } from '@app/shared/admin/admin.schema';
import type { TProfessionalQueueItem, TProfessionalReview } from '@app/shared/professionals/profile-views.schema';
import type { RouteObject } from 'react-router';
import type { LocaleId } from '../../lib/i18n/locales';
import { buildOwnProfile } from '../../../test/fixtures/professionals.fixture';
import { renderWithApp } from '../../../test/render';
import { SnackbarHost } from '../../ui/snackbar-host';
import DeliveriesPage from './operations/pages/deliveries-page';
import InboxPage from './operations/pages/inbox-page';
import SubscribersPage from './operations/pages/subscribers-page';
import AuditLogPage from './pages/audit-log-page';
import ListingsPage from './pages/listings-page';
import DisputePage from './disputes/pages/dispute-page';
import DisputesPage from './disputes/pages/disputes-page';
import PaymentPage from './payments/pages/payment-page';
import PaymentsPage from './payments/pages/payments-page';
import PayoutsPage from './payments/pages/payouts-page';
import PeoplePage from './pages/people-page';
import ProfessionalReviewPage from './pages/professional-review-page';
import ReviewQueuePage from './pages/review-queue-page';
import ReportsPage from './reports/pages/reports-page';

export const PRO_ID = '00000000-0000-4000-8000-00000000e001';

/** The admin pages at their paths, with the snackbar. */
const routes: RouteObject[] = [
  { path: '/admin/professionals', element: <ReviewQueuePage /> },
  { path: '/admin/professionals/:id', element: <ProfessionalReviewPage /> },
  { path: '/admin/people', element: <PeoplePage /> },
  { path: '/admin/audit', element: <AuditLogPage /> },
  { path: '/admin/listings', element: <ListingsPage /> },
  { path: '/admin/reports', element: <ReportsPage /> },
  { path: '/admin/deliveries', element: <DeliveriesPage /> },
  { path: '/admin/payments', element: <PaymentsPage /> },
  { path: '/admin/payments/payouts', element: <PayoutsPage /> },
  { path: '/admin/payments/:id', element: <PaymentPage /> },
  { path: '/admin/disputes', element: <DisputesPage /> },
  { path: '/admin/disputes/:id', element: <DisputePage /> },
  { path: '/admin/inbox', element: <InboxPage /> },
  { path: '/admin/subscribers', element: <SubscribersPage /> },
].map((route) => ({
  ...route,
  element: (
    <>
      {route.element}
      <SnackbarHost />
    </>
  ),
}));

/** Opens an admin page at `path`. */
export function renderAdmin(path: string, locale?: LocaleId) {
  return renderWithApp(null, { path, routes, ...(locale ? { locale } : {}) });
}

/** A row of the review queue. */
export function buildQueueItem(overrides: Partial<TProfessionalQueueItem> = {}): TProfessionalQueueItem {
  return {
    _id: PRO_ID,
    status: 'submitted',
    firstName: 'Mei',
    lastName: 'Lin',
    email: 'mei@example.com',
    profession: 'appraiser',
    companyName: 'Lin Appraisals',
    submittedAt: new Date(Date.now() - 26 * 3_600_000).toISOString(),
    contactSupport: false,
    ...overrides,
  };
}

/** A profile under review, with a licence PDF and an ID photo. */
export function buildReview(overrides: Partial<TProfessionalReview> = {}): TProfessionalReview {
  const submittedAt = new Date(Date.now() - 26 * 3_600_000).toISOString();
  return {
    ...buildOwnProfile({ _id: PRO_ID, status: 'submitted', updatedAt: submittedAt }),
    information: {
      profession: 'appraiser',
      governmentId: {
        firstName: 'Mei',
        lastName: 'Lin',
        idNumber: 'A1234567',
        dateOfBirth: { month: 4, day: 12, year: 1985 },
        expiration: '2030-01-01',
      },
      professionalLicense: { number: 'TX-998877', expiration: '2029-06-30' },
      tradeMembership: 'Appraisal Institute',
      credentials: ['MAI'],
      aboutMe: 'Residential appraiser in Austin.',
      spokenLanguages: ['en', 'zh-Hant'],
      documents: {
        governmentId: ['00000000-0000-4000-8000-00000000d001'],
        professionalLicense: ['00000000-0000-4000-8000-00000000d002'],
        eoInsurance: [],
      },
    },
    company: { companyName: 'Lin Appraisals', street: '1 Congress Ave', city: 'Austin', state: 'TX', postalCode: '78701', country: 'US' },
    documents: [
      {
        mediaId: '00000000-0000-4000-8000-00000000d001',
        kind: 'governmentId',
        name: 'passport.jpg',
        url: '/files/private/passport.jpg?sig=1',
      },
      {
        mediaId: '00000000-0000-4000-8000-00000000d002',
        kind: 'professionalLicense',
        name: 'licence.pdf',
        url: '/files/private/licence.pdf?sig=2',
      },
    ],
    verification: {
      submittedAt: new Date(Date.now() - 26 * 3_600_000).toISOString(),
      contactSupport: false,
      rejectionReason: null,
      verifiedAt: null,
    },
    updatedAt: new Date().toISOString(),
    account: { firstName: 'Mei', lastName: 'Lin', email: 'mei@example.com' },
    actions: ['approve', 'reject', 'turn-off'],
    events: [
      {
        action: 'submit',
        from: 'draft',
        to: 'submitted',
        reason: null,
        by: 'owner',
        at: new Date(Date.now() - 26 * 3_600_000).toISOString(),
      },
    ],
    ...overrides,
  };
}

/** An account as the People page finds it. */
export function buildPerson(overrides: Partial<TAdminAccount> = {}): TAdminAccount {
  return {
    _id: '00000000-0000-4000-8000-00000000a001',
    email: 'sam@example.com',
    firstName: 'Sam',
    lastName: 'Park',
    verified: true,
    admin: false,
    adminFromConfig: false,
    professionalStatus: null,
    professional: false,
    activeSessions: 2,
    createdAt: '2026-01-02T03:04:05.000Z',
    ...overrides,
  };
}
