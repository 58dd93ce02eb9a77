import type { screen } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { futureExpiry, TEST_CARD_NUMBER } from './fixtures/wallet.fixture';

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
