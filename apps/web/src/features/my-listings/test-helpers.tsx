import type { TAccount } from '@app/shared/accounts/account.schema';
import type { TCommunity } from '@app/shared/listings/community.schema';
import type { TListingSummary } from '@app/shared/listings/listing.schema';
import { Outlet } from 'react-router';
import { renderWithApp } from '../../../test/render';
import type { StubRoutes } from '../../../test/stub-api';
import { PopupHost } from '../../app/popups/popup-host';
import type { LocaleId } from '../../lib/i18n/locales';
import { useSessionStore } from '../../lib/session/session-store';
import { buildAccount } from '../../../test/fixtures/account.fixture';
import { toSessionAccount } from '../../lib/session/store-account';
import CommunityPage from './pages/community-page';
import HiddenPage from './pages/hidden-page';
import ListingOverviewPage from './pages/listing-overview-page';
import MyListingsPage from './pages/my-listings-page';
import SavedPage from '../../app/pages/saved-page';

/** The page a test lands on when it leaves this feature (edit, checkout…). */
export function Elsewhere() {
  return <p>Elsewhere</p>;
}

/**
 * This feature's pages at their dashboard paths with the app's popups, for a signed-in, verified
 * person; anything else renders "Elsewhere", so a test can follow where an action leads.
 */
export async function renderMyListings(path: string, options: { locale?: LocaleId; account?: TAccount } = {}) {
  const account = options.account ?? buildAccount();
  useSessionStore.getState().signIn(toSessionAccount(account));
  const layout = (
    <>
      <Outlet />
      <PopupHost />
    </>
  );
  return renderWithApp(null, {
    path,
    locale: options.locale,
    routes: [
      {
        element: layout,
        children: [
          { path: '/dashboard/listings/u', element: <MyListingsPage /> },
          { path: '/dashboard/listings/:propertyId/overview', element: <ListingOverviewPage /> },
          { path: '/dashboard/communities/:communityId', element: <CommunityPage /> },
          { path: '/dashboard/saved', element: <SavedPage /> },
          { path: '/dashboard/hidden', element: <HiddenPage /> },
          { path: '*', element: <Elsewhere /> },
        ],
      },
    ],
  });
}

/** The owner's listings and communities, as My properties asks for them, plus the routes a test is about. */
export function ownerRoutes(listings: TListingSummary[], communities: TCommunity[] = [], routes: StubRoutes = {}): StubRoutes {
  return {
    'GET /properties/many': { data: listings },
    [`GET /communities/${buildAccount()._id}`]: { data: communities },
    ...routes,
  };
}
