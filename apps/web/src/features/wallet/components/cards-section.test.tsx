import { MESSAGES } from '@app/shared/messages/messages';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { stubApi } from '../../../../test/stub-api';
import { bodyOf, callsTo, resetStores, snackTexts } from '../../../../test/test-helpers';
import { renderWallet, walletRoutes } from '../test-helpers';
import { fillCardForm, postedCard } from '../../../../test/card-form';
import { buildCard } from '../../../../test/fixtures/wallet.fixture';

const cardsSection = () => screen.getByRole('region', { name: 'Cards' });
const cardsForm = () => within(cardsSection());

beforeEach(resetStores);
afterEach(() => vi.unstubAllGlobals());

describe('Wallet: cards', () => {
  it('lists saved cards with brand, •••• last4, MM/YYYY expiry, cardholder and the Default and Expired badges', async () => {
    stubApi(
      walletRoutes({
        'GET /wallet/cards': {
          data: [
            buildCard(),
            buildCard({
              _id: '00000000-0000-4000-8000-00000000ca02',
              brand: 'mastercard',
              last4: '4444',
              expMonth: 1,
              expYear: 2020,
              isDefault: false,
              expired: true,
            }),
          ],
        },
      }),
    );
    await renderWallet();
    const list = await within(cardsSection()).findByRole('list', { name: 'Saved cards' });
    const [visa, mastercard] = within(list).getAllByRole('listitem');
    expect(visa).toHaveTextContent('Visa •••• 4242');
    expect(visa).toHaveTextContent('Ana Lopez · Expires 08/2031');
    expect(within(visa!).getByText('Default')).toBeInTheDocument();
    expect(mastercard).toHaveTextContent('Mastercard •••• 4444');
    expect(mastercard).toHaveTextContent('Expires 01/2020');
    expect(within(mastercard!).getByText('Expired')).toBeInTheDocument();
    expect(within(mastercard!).getByRole('button', { name: 'Make default: Mastercard •••• 4444' })).toBeInTheDocument();
  });

  it('groups the card number in fours as it is typed, inserts the expiry slash, and posts the number as digits only', async () => {
    const fetchMock = stubApi(walletRoutes({ 'POST /wallet/cards': { data: buildCard() } }));
    await renderWallet();
    const user = userEvent.setup();
    await fillCardForm(user, cardsForm());
    expect(cardsForm().getByLabelText('Card number')).toHaveValue('4242 4242 4242 4242');
    expect(cardsForm().getByLabelText('Card number')).toHaveAttribute('maxlength', '23');
    expect(cardsForm().getByLabelText('Card number')).toHaveAttribute('autocomplete', 'cc-number');
    expect(cardsForm().getByLabelText('Expiration date')).toHaveValue(postedCard().expiry);
    await user.click(cardsForm().getByLabelText('Make this my default card'));
    await user.click(screen.getByRole('button', { name: 'Add card' }));

    await waitFor(() => expect(snackTexts()).toContain('The card has been added to your wallet'));
    expect(bodyOf(fetchMock, 'POST /wallet/cards')).toEqual({ ...postedCard(), makeDefault: true });
    expect(cardsForm().getByLabelText('Card number')).toHaveValue('');
  });

  it("shows 'Invalid expiration date' for an expired date before sending anything", async () => {
    const fetchMock = stubApi(walletRoutes());
    await renderWallet();
    const user = userEvent.setup();
    await fillCardForm(user, cardsForm());
    const expiry = cardsForm().getByLabelText('Expiration date');
    await user.clear(expiry);
    await user.type(expiry, '012020');
    expect(expiry).toHaveValue('01/2020');
    await user.click(screen.getByRole('button', { name: 'Add card' }));
    expect(expiry).toHaveAccessibleDescription(MESSAGES.invalidExpirationDate);
    expect(callsTo(fetchMock, 'POST /wallet/cards')).toBe(0);
  });

  it("takes a billing postal code in the billing country's format, and asks none where the country has none", async () => {
    const fetchMock = stubApi(walletRoutes({ 'POST /wallet/cards': { data: buildCard() } }));
    await renderWallet();
    const user = userEvent.setup();
    await fillCardForm(user, cardsForm());
    await user.selectOptions(cardsForm().getByLabelText('Country'), 'gb');
    await user.type(cardsForm().getByLabelText('State or province'), 'London');
    const postal = cardsForm().getByLabelText('Postal code');
    await user.clear(postal);
    await user.type(postal, '78701');
    await user.click(screen.getByRole('button', { name: 'Add card' }));
    expect(postal).toHaveAccessibleDescription(MESSAGES.postalCodeInvalid);
    expect(callsTo(fetchMock, 'POST /wallet/cards')).toBe(0);

    await user.clear(postal);
    await user.type(postal, 'SW1A 1AA');
    await user.click(screen.getByRole('button', { name: 'Add card' }));
    await waitFor(() => expect(callsTo(fetchMock, 'POST /wallet/cards')).toBe(1));
    expect(bodyOf(fetchMock, 'POST /wallet/cards')).toMatchObject({ country: 'gb', state: 'London', postalCode: 'SW1A 1AA' });

    await user.selectOptions(cardsForm().getByLabelText('Country'), 'hk');
    expect(cardsForm().queryByLabelText('Postal code')).not.toBeInTheDocument();
    expect(cardsForm().queryByLabelText('ZIP code')).not.toBeInTheDocument();
  });

  it('keeps a state typed the moment after the country changes (quickly, or by autofill)', async () => {
    const fetchMock = stubApi(walletRoutes({ 'POST /wallet/cards': { data: buildCard() } }));
    await renderWallet();
    const user = userEvent.setup();
    await fillCardForm(user, cardsForm());
    // Both changes in one go, as autofill makes them: the form is still taking the country when the state arrives.
    fireEvent.change(cardsForm().getByLabelText('Country'), { target: { value: 'de' } });
    fireEvent.change(cardsForm().getByLabelText('State or province'), { target: { value: 'Berlin' } });
    await user.click(screen.getByRole('button', { name: 'Add card' }));
    await waitFor(() => expect(callsTo(fetchMock, 'POST /wallet/cards')).toBe(1));
    expect(bodyOf(fetchMock, 'POST /wallet/cards')).toMatchObject({ country: 'de', state: 'Berlin' });
    expect(cardsForm().queryByText(MESSAGES.billingInfoRequired)).not.toBeInTheDocument();
  });

  it("asks with 'Please make sure all billing information is filled out' when the billing fields are empty", async () => {
    const fetchMock = stubApi(walletRoutes());
    await renderWallet();
    const user = userEvent.setup();
    await user.type(cardsForm().getByLabelText('Cardholder name'), 'Ana Lopez');
    await user.type(cardsForm().getByLabelText('Card number'), '4242424242424242');
    await user.click(screen.getByRole('button', { name: 'Add card' }));
    for (const label of ['Street address', 'City', 'State or province', 'ZIP code']) {
      expect(cardsForm().getByLabelText(label)).toHaveAccessibleDescription(MESSAGES.billingInfoRequired);
    }
    expect(cardsForm().getByLabelText('Apartment or suite (optional)')).not.toHaveAccessibleDescription();
    expect(callsTo(fetchMock, 'POST /wallet/cards')).toBe(0);
  });

  it.each([
    ['COULD_NOT_ADD_CARD', MESSAGES.couldNotAddCard],
    ['INVALID_CARD', MESSAGES.invalidCard],
  ])("shows the refusal %s ('%s') in an alert and keeps the typed card, asking again only for the security code", async (code, message) => {
    stubApi(walletRoutes({ 'POST /wallet/cards': { status: 402, code, message } }));
    await renderWallet();
    const user = userEvent.setup();
    await fillCardForm(user, cardsForm());
    await user.click(cardsForm().getByRole('button', { name: 'Add card' }));

    const alert = await within(cardsSection()).findByText(message);
    expect(alert).toHaveAttribute('role', 'alert');
    expect(document.activeElement).toContainElement(alert);
    expect(cardsForm().getByLabelText('Cardholder name')).toHaveValue('Ana Lopez');
    expect(cardsForm().getByLabelText('Card number')).toHaveValue('4242 4242 4242 4242');
    expect(cardsForm().getByLabelText('ZIP code')).toHaveValue('78701');
    expect(cardsForm().getByLabelText('Security code')).toHaveValue('');
  });

  it("puts the server's field messages on their fields ('Invalid credit card number')", async () => {
    stubApi(
      walletRoutes({
        'POST /wallet/cards': {
          status: 400,
          code: 'INVALID_INPUTS',
          message: MESSAGES.invalidInputsPleaseFix,
          fields: { number: MESSAGES.invalidCreditCardNumber },
        },
      }),
    );
    await renderWallet();
    const user = userEvent.setup();
    await fillCardForm(user, cardsForm());
    await user.click(screen.getByRole('button', { name: 'Add card' }));
    await waitFor(() => expect(cardsForm().getByLabelText('Card number')).toHaveAccessibleDescription(MESSAGES.invalidCreditCardNumber));
    expect(cardsForm().getByLabelText('Card number')).toHaveFocus();
    expect(cardsForm().getByLabelText('Security code')).toHaveValue('123');
  });

  it('removes a card only after Yes in the confirmation popup, then calls DELETE', async () => {
    const fetchMock = stubApi(
      walletRoutes({ 'GET /wallet/cards': { data: [buildCard()] }, [`DELETE /wallet/cards/${buildCard()._id}`]: { data: { done: true } } }),
    );
    await renderWallet();
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Remove: Visa •••• 4242' }));
    const dialog = await screen.findByRole('dialog', { name: 'Remove this card?' });
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(callsTo(fetchMock, `DELETE /wallet/cards/${buildCard()._id}`)).toBe(0);

    await user.click(screen.getByRole('button', { name: 'Remove: Visa •••• 4242' }));
    await user.click(within(await screen.findByRole('dialog', { name: 'Remove this card?' })).getByRole('button', { name: 'Remove' }));
    await waitFor(() => expect(snackTexts()).toContain('The card has been removed'));
    expect(callsTo(fetchMock, `DELETE /wallet/cards/${buildCard()._id}`)).toBe(1);
  });

  it('makes another card the default with PUT and shows the list the server returns', async () => {
    const other = buildCard({ _id: '00000000-0000-4000-8000-00000000ca02', brand: 'amex', last4: '0005', isDefault: false });
    stubApi(
      walletRoutes({
        'GET /wallet/cards': { data: [buildCard(), other] },
        [`PUT /wallet/cards/${other._id}/default`]: {
          data: [
            { ...other, isDefault: true },
            { ...buildCard(), isDefault: false },
          ],
        },
      }),
    );
    await renderWallet();
    await userEvent.click(await screen.findByRole('button', { name: 'Make default: American Express •••• 0005' }));
    await waitFor(() => expect(within(cardsSection()).getAllByRole('listitem')[0]).toHaveTextContent('American Express •••• 0005Default'));
  });
});
