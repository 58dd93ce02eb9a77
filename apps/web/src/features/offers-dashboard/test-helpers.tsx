import type { TOfferListItem } from '@app/shared/offers/offers.schema';
import { Outlet } from 'react-router';
import { renderWithApp } from '../../../test/render';
import type { StubReply, StubRoutes } from '../../../test/stub-api';
import DashboardLayout from '../../app/layout/dashboard-layout';
import { ProfileItems } from '../../app/layout/navbar/profile-items';
import { PopupHost } from '../../app/popups/popup-host';
import type { LocaleId } from '../../lib/i18n/locales';
import { useSessionStore } from '../../lib/session/session-store';
import { toSessionAccount } from '../../lib/session/store-account';
import { SnackbarHost } from '../../ui/snackbar-host';
import { buildAccount } from '../../../test/fixtures/account.fixture';
import OfferNotifications from './components/offer-notifications';
import { ME } from './offers-dashboard.fixture';
import OfferComparePage from './pages/offer-compare-page';
import OfferViewPage from './pages/offer-view-page';
import OffersPage from './pages/offers-page';

/** The lists GET /offers/buyer/{me} and /offers/seller/{me} answer, plus the routes a test is about. */
export function offerRoutes(
  made: TOfferListItem[] | (() => StubReply),
  received: TOfferListItem[] | (() => StubReply),
  routes: StubRoutes = {},
): StubRoutes {
  return {
    [`GET /offers/buyer/${ME}`]: typeof made === 'function' ? made : { data: made },
    [`GET /offers/seller/${ME}`]: typeof received === 'function' ? received : { data: received },
    ...routes,
  };
}

/** The offers pages inside the dashboard's frame, with the app's popups, snackbar and notifications, for a signed-in verified person. */
export async function renderOffers(path: string, options: { locale?: LocaleId; verified?: boolean } = {}) {
  useSessionStore.getState().signIn(toSessionAccount(buildAccount({ verified: options.verified ?? true })));
  const frame = (
    <>
      <nav aria-label="Navbar profile menu">
        <ul>
          <ProfileItems />
        </ul>
      </nav>
      <Outlet />
      <PopupHost />
      <SnackbarHost />
      <OfferNotifications />
    </>
  );
  return renderWithApp(null, {
    path,
    locale: options.locale,
    routes: [
      {
        element: frame,
        children: [
          {
            path: '/dashboard',
            element: <DashboardLayout />,
            children: [
              { path: 'offers/:tab', element: <OffersPage /> },
              { path: 'offers/:tab/compare/:offer', element: <OfferComparePage /> },
              { path: 'offers/:tab/:view/:offer', element: <OfferViewPage /> },
            ],
          },
          { path: '*', element: <p>Elsewhere</p> },
        ],
      },
    ],
  });
}
