import type { screen } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { renderWithApp } from '../../../test/render';
import type { StubRoutes } from '../../../test/stub-api';
import { PopupHost } from '../../app/popups/popup-host';
import type { LocaleId } from '../../lib/i18n/locales';
import { useSessionStore } from '../../lib/session/session-store';
import { buildAccount } from '../accounts/account.fixture';
import { toSessionAccount } from '../../lib/session/store-account';
import WalletPage from './pages/wallet-page';
import { futureExpiry, TEST_CARD_NUMBER } from './wallet.fixture';

/** The wallet page for a signed-in, verified person, with the app's popups (the yes/no confirm). */
export async function renderWallet(locale: LocaleId = 'en-us') {
  useSessionStore.getState().signIn(toSessionAccount(buildAccount()));
  return renderWithApp(
    <>
      <WalletPage />
      <PopupHost />
    </>,
    { path: '/dashboard/wallet', locale },
  );
}

/** The wallet's three lists (empty unless given) plus the routes a test is about. */
export function walletRoutes(routes: StubRoutes = {}): StubRoutes {
  return { 'GET /wallet/cards': { data: [] }, 'GET /payoutmethods': { data: [] }, 'GET /payments': { data: [] }, ...routes };
}

type Scope = Pick<typeof screen, 'getByLabelText'>;

/** Types a complete, valid card into the add-card (or new-card) form. */
export async function fillCardForm(user: UserEvent, scope: Scope, number = TEST_CARD_NUMBER) {
  await user.type(scope.getByLabelText('Cardholder name'), 'Ana Lopez');
  await user.type(scope.getByLabelText('Card number'), number);
  await user.type(scope.getByLabelText('Expiration date'), futureExpiry().replace('/', ''));
  await user.type(scope.getByLabelText('Security code'), '123');
  await user.type(scope.getByLabelText('Street address'), '1 Main St');
  await user.type(scope.getByLabelText('City'), 'Austin');
  await user.selectOptions(scope.getByLabelText('State or province'), 'TX');
  await user.type(scope.getByLabelText('ZIP code'), '78701');
}

/** What a valid card form posts (number as digits). */
export const postedCard = (number = TEST_CARD_NUMBER) => ({
  cardholderName: 'Ana Lopez',
  number,
  expiry: futureExpiry(),
  securityCode: '123',
  street: '1 Main St',
  apt: '',
  city: 'Austin',
  state: 'TX',
  postalCode: '78701',
  country: 'us',
});
