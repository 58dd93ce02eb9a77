import { renderWithApp } from '../../../test/render';
import type { StubRoutes } from '../../../test/stub-api';
import { PopupHost } from '../../app/popups/popup-host';
import type { LocaleId } from '../../lib/i18n/locales';
import { useSessionStore } from '../../lib/session/session-store';
import { buildAccount } from '../../../test/fixtures/account.fixture';
import { toSessionAccount } from '../../lib/session/store-account';
import WalletPage from './pages/wallet-page';

/**
 * The wallet page for a signed-in, verified person (or the account given: a professional), with the
 * app's popups (the yes/no confirm), at /dashboard/wallet or the path given (a query after a return).
 */
export async function renderWallet(
  locale: LocaleId = 'en-us',
  options: { account?: Parameters<typeof buildAccount>[0]; path?: string } = {},
) {
  useSessionStore.getState().signIn(toSessionAccount(buildAccount(options.account)));
  return renderWithApp(
    <>
      <WalletPage />
      <PopupHost />
    </>,
    { path: options.path ?? '/dashboard/wallet', locale },
  );
}

/** The wallet's three lists, what the person owes back and their payouts (empty unless given) plus the routes a test is about. */
export function walletRoutes(routes: StubRoutes = {}): StubRoutes {
  return {
    'GET /wallet/cards': { data: [] },
    'GET /payoutmethods': { data: [] },
    'GET /payments': { data: [] },
    'GET /orders/owed-back': { data: [] },
    'GET /orders/payouts': { data: { payouts: [], waiting: [] } },
    ...routes,
  };
}
