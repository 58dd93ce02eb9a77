import { MESSAGES } from '@app/shared/messages/messages';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { stubApi } from '../../../../test/stub-api';
import { bodyOf, callsTo, resetStores, snackTexts } from '../../../../test/test-helpers';
import { renderWallet, walletRoutes } from '../test-helpers';
import { buildPayoutMethod, VALID_ROUTING_NUMBER } from '../../../../test/fixtures/wallet.fixture';

const payouts = () => within(screen.getByRole('region', { name: 'Payout methods' }));

beforeEach(resetStores);
afterEach(() => vi.unstubAllGlobals());

describe('Wallet: payout methods', () => {
  it('lists each method with its name, Checking/Savings, account •••• last4 and routing number, and says who receives payouts', async () => {
    stubApi(
      walletRoutes({
        'GET /payoutmethods': {
          data: [
            buildPayoutMethod(),
            buildPayoutMethod({ _id: '00000000-0000-4000-8000-00000000b002', accountType: 'savings', accountLast4: '1111' }),
          ],
        },
      }),
    );
    await renderWallet();
    const [checking, savings] = within(await payouts().findByRole('list', { name: 'Your payout methods' })).getAllByRole('listitem');
    expect(checking).toHaveTextContent('Ana Lopez');
    expect(checking).toHaveTextContent('Checking · Account •••• 6789 · Routing number 011000015');
    expect(savings).toHaveTextContent('Savings · Account •••• 1111');
    expect(screen.getByRole('region', { name: 'Payout methods' })).toHaveTextContent('Only professionals receive payouts');
  });

  it("shows 'Account numbers do not match' before sending, then posts the fields once they match", async () => {
    const fetchMock = stubApi(walletRoutes({ 'POST /payoutmethods': { data: buildPayoutMethod() } }));
    await renderWallet();
    const user = userEvent.setup();
    const form = payouts();
    await user.type(await form.findByLabelText('Name on account'), 'Ana Lopez');
    await user.type(form.getByLabelText("Account holder's name"), 'Ana Lopez');
    await user.type(form.getByLabelText('Account number'), '000123456789');
    await user.type(form.getByLabelText('Confirm account number'), '000123456780');
    await user.click(form.getByLabelText('Savings'));
    await user.type(form.getByLabelText('Routing number'), VALID_ROUTING_NUMBER);
    await user.type(form.getByLabelText('Street address'), '1 Main St');
    await user.type(form.getByLabelText('City'), 'Austin');
    await user.selectOptions(form.getByLabelText('State or province'), 'TX');
    await user.type(form.getByLabelText('ZIP code'), '78701');
    await user.click(form.getByRole('button', { name: 'Add payout method' }));
    expect(form.getByLabelText('Confirm account number')).toHaveAccessibleDescription(MESSAGES.accountNumbersDoNotMatch);
    expect(callsTo(fetchMock, 'POST /payoutmethods')).toBe(0);

    await user.clear(form.getByLabelText('Confirm account number'));
    await user.type(form.getByLabelText('Confirm account number'), '000123456789');
    await user.click(form.getByRole('button', { name: 'Add payout method' }));
    await waitFor(() => expect(snackTexts()).toContain('The payout method has been added'));
    expect(bodyOf(fetchMock, 'POST /payoutmethods')).toEqual({
      kind: 'us',
      name: 'Ana Lopez',
      holderName: 'Ana Lopez',
      accountNumber: '000123456789',
      confirmAccountNumber: '000123456789',
      accountType: 'savings',
      routingNumber: VALID_ROUTING_NUMBER,
      address: '1 Main St',
      apt: '',
      city: 'Austin',
      state: 'TX',
      postalCode: '78701',
      country: 'us',
    });
  });

  it("shows the spec's field messages ('Name required.', '5-digit postal codes (zip) only.') and sends nothing", async () => {
    const fetchMock = stubApi(walletRoutes());
    await renderWallet();
    const user = userEvent.setup();
    const form = payouts();
    await user.type(await form.findByLabelText('ZIP code'), '787');
    await user.click(form.getByRole('button', { name: 'Add payout method' }));
    expect(form.getByLabelText('Name on account')).toHaveAccessibleDescription(MESSAGES.nameRequired);
    expect(form.getByLabelText("Account holder's name")).toHaveAccessibleDescription(MESSAGES.nameRequired);
    expect(form.getByLabelText('Street address')).toHaveAccessibleDescription(MESSAGES.addressRequired);
    expect(form.getByLabelText('Routing number')).toHaveAccessibleDescription(MESSAGES.routingNumberRequired);
    expect(form.getByLabelText('ZIP code')).toHaveAccessibleDescription(MESSAGES.postalCodeFiveDigits);
    expect(form.getByLabelText('Name on account')).toHaveFocus();
    expect(callsTo(fetchMock, 'POST /payoutmethods')).toBe(0);
  });

  it("pays to a bank account abroad: IBAN typed twice, BIC, the holder's postal code in their country's format", async () => {
    const fetchMock = stubApi(
      walletRoutes({
        'POST /payoutmethods': {
          data: buildPayoutMethod({ kind: 'iban', accountType: null, routingNumber: null, bic: 'COBADEFFXXX', accountLast4: '3000' }),
        },
      }),
    );
    await renderWallet();
    const user = userEvent.setup();
    const form = payouts();
    await user.selectOptions(await form.findByLabelText('Bank account in'), 'iban');
    expect(form.queryByLabelText('Routing number')).not.toBeInTheDocument();
    await user.type(form.getByLabelText('Name on account'), 'Lin Appraisals GmbH');
    await user.type(form.getByLabelText("Account holder's name"), 'Mei Lin');
    await user.type(form.getByLabelText('IBAN'), 'DE89 3704 0044 0532 0130 01');
    await user.type(form.getByLabelText('Confirm IBAN'), 'DE89 3704 0044 0532 0130 01');
    await user.type(form.getByLabelText('BIC (SWIFT code)'), 'cobadeffxxx');
    await user.type(form.getByLabelText('Street address'), 'Unter den Linden 1');
    await user.type(form.getByLabelText('City'), 'Berlin');
    await user.selectOptions(form.getByLabelText('Country'), 'de');
    await user.type(form.getByLabelText('Postal code'), '1011');
    await user.click(form.getByRole('button', { name: 'Add payout method' }));
    expect(form.getByLabelText('IBAN')).toHaveAccessibleDescription(MESSAGES.ibanInvalid);
    expect(form.getByLabelText('Postal code')).toHaveAccessibleDescription(MESSAGES.postalCodeInvalid);
    expect(callsTo(fetchMock, 'POST /payoutmethods')).toBe(0);

    for (const label of ['IBAN', 'Confirm IBAN']) {
      await user.clear(form.getByLabelText(label));
      await user.type(form.getByLabelText(label), 'DE89 3704 0044 0532 0130 00');
    }
    await user.type(form.getByLabelText('Postal code'), '7');
    await user.click(form.getByRole('button', { name: 'Add payout method' }));
    await waitFor(() => expect(snackTexts()).toContain('The payout method has been added'));
    expect(bodyOf(fetchMock, 'POST /payoutmethods')).toEqual({
      kind: 'iban',
      name: 'Lin Appraisals GmbH',
      holderName: 'Mei Lin',
      iban: 'DE89370400440532013000',
      confirmIban: 'DE89370400440532013000',
      bic: 'COBADEFFXXX',
      address: 'Unter den Linden 1',
      apt: '',
      city: 'Berlin',
      state: '',
      postalCode: '10117',
      country: 'de',
    });
  });

  it('lists an IBAN account by its last four and its BIC, with its holder', async () => {
    stubApi(
      walletRoutes({
        'GET /payoutmethods': {
          data: [
            buildPayoutMethod({
              kind: 'iban',
              name: 'Lin Appraisals GmbH',
              holderName: 'Mei Lin',
              accountType: null,
              routingNumber: null,
              bic: 'COBADEFFXXX',
              accountLast4: '3000',
            }),
          ],
        },
      }),
    );
    await renderWallet();
    const [item] = within(await payouts().findByRole('list', { name: 'Your payout methods' })).getAllByRole('listitem');
    expect(item).toHaveTextContent('Lin Appraisals GmbH');
    expect(item).toHaveTextContent('Mei Lin');
    expect(item).toHaveTextContent('IBAN •••• 3000 · BIC COBADEFFXXX');
  });

  it('offers free text for the state outside the United States', async () => {
    stubApi(walletRoutes());
    await renderWallet();
    const user = userEvent.setup();
    const form = payouts();
    await user.selectOptions(await form.findByLabelText('Country'), 'mx');
    expect(form.getByLabelText('State or province').tagName).toBe('INPUT');
  });

  it('removes a payout method after Yes in the confirmation popup', async () => {
    const method = buildPayoutMethod();
    const fetchMock = stubApi(
      walletRoutes({ 'GET /payoutmethods': { data: [method] }, [`DELETE /payoutmethods/${method._id}`]: { data: { done: true } } }),
    );
    await renderWallet();
    const user = userEvent.setup();
    await user.click(await payouts().findByRole('button', { name: 'Remove: Account •••• 6789' }));
    await user.click(
      within(await screen.findByRole('dialog', { name: 'Remove this payout method?' })).getByRole('button', { name: 'Remove' }),
    );
    await waitFor(() => expect(snackTexts()).toContain('The payout method has been removed'));
    expect(callsTo(fetchMock, `DELETE /payoutmethods/${method._id}`)).toBe(1);
  });

  it('tells a provider what they owe back from a refund after their payout, and that their next payouts settle it; nothing when they owe nothing', async () => {
    stubApi(walletRoutes({ 'GET /orders/owed-back': { data: [{ amount: 10_000, currency: 'USD' }] } }));
    await renderWallet();
    const owed = await payouts().findByText('You owe Terranest $100.00');
    expect(owed.closest('[role="status"]')).toHaveTextContent('This is taken out of your next payouts.');
    vi.unstubAllGlobals();
    resetStores();

    const fetchMock = stubApi(walletRoutes());
    await renderWallet('es');
    await waitFor(() => expect(callsTo(fetchMock, 'GET /orders/owed-back')).toBe(1));
    expect(await screen.findByText('Todavía no tienes métodos de cobro.')).toBeInTheDocument();
    expect(screen.queryByText(/a Terranest/)).not.toBeInTheDocument();
  });
});
