import type { TAccount } from '@app/shared/accounts/account.schema';
import { Link, Outlet } from 'react-router';
import { renderWithApp } from '../../../test/render';
import { PopupHost } from '../../app/popups/popup-host';
import type { LocaleId } from '../../lib/i18n/locales';
import { useSessionStore } from '../../lib/session/session-store';
import { buildAccount } from '../../../test/fixtures/account.fixture';
import { toSessionAccount } from '../../lib/session/store-account';
import CommunityWizardPage from './pages/community-wizard-page';
import ListingWizardPage from './pages/listing-wizard-page';

/** The dashboard's wizard routes as the route table has them, with the app's popups and a way out. */
const routes = [
  {
    element: (
      <>
        <Link to="/dashboard/wallet">Somewhere else</Link>
        <Outlet />
        <PopupHost />
      </>
    ),
    children: [
      { path: '/dashboard/listings/new', element: <ListingWizardPage /> },
      { path: '/dashboard/listings/new/:communityId', element: <ListingWizardPage /> },
      { path: '/dashboard/listings/:propertyId/edit', element: <ListingWizardPage /> },
      { path: '/dashboard/communities/new', element: <CommunityWizardPage /> },
      { path: '/dashboard/communities/edit/:communityId', element: <CommunityWizardPage /> },
      { path: '/checkout/:checkoutId', element: <h1>Checkout page</h1> },
      { path: '/dashboard/wallet', element: <h1>Wallet page</h1> },
    ],
  },
];

/** A wizard page for a signed-in, verified person (GET /account must be stubbed with `account`). */
export async function renderWizard(
  path: string,
  { locale = 'en-us', account = buildAccount() }: { locale?: LocaleId; account?: TAccount } = {},
) {
  useSessionStore.getState().signIn(toSessionAccount(account));
  return renderWithApp(null, { path, locale, routes });
}
