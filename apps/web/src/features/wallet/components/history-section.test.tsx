import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { stubApi } from '../../../../test/stub-api';
import { resetStores } from '../../../../test/test-helpers';
import { PAYMENTS_PAGE_SIZE } from '../../../lib/payments/get-payments';
import { renderWallet, walletRoutes } from '../test-helpers';
import { buildPayment } from '../../../../test/fixtures/wallet.fixture';

const history = () => within(screen.getByRole('region', { name: 'Transaction history' }));
const paymentId = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;

beforeEach(resetStores);
afterEach(() => vi.unstubAllGlobals());

describe('Wallet: transaction history', () => {
  it('shows amounts as $1,234.56, the state (refunded too), the card, and a link to the receipt', async () => {
    stubApi(
      walletRoutes({
        'GET /payments': {
          data: [
            buildPayment({ amount: { amount: 123_456, currency: 'USD' }, description: 'Annual Plus membership', line: null }),
            buildPayment({ _id: paymentId(2), status: 'refunded', refunded: { amount: 14_900, currency: 'USD' } }),
            buildPayment({ _id: paymentId(3), status: 'partially-refunded', refunded: { amount: 4_900, currency: 'USD' } }),
            buildPayment({ _id: paymentId(4), status: 'failed', receiptNumber: null, failureMessage: 'Payment Failed' }),
          ],
        },
      }),
    );
    await renderWallet();
    const [paid, refunded, partial, failed] = within(await history().findByRole('list', { name: 'Your payments' })).getAllByRole(
      'listitem',
    );
    expect(paid).toHaveTextContent('Annual Plus membership');
    expect(paid).toHaveTextContent('Mar 5, 2026 · Visa •••• 4242');
    expect(paid).toHaveTextContent('$1,234.56');
    expect(within(paid!).getByText('Paid')).toBeInTheDocument();
    expect(within(paid!).getByRole('link', { name: /View receipt/ })).toHaveAttribute(
      'href',
      `/dashboard/wallet/receipts/${buildPayment()._id}`,
    );
    expect(refunded).toHaveTextContent('Listing plan: 3 months, Casa Azul');
    expect(within(refunded!).getByText('Refunded')).toBeInTheDocument();
    expect(refunded).toHaveTextContent('$149.00 refunded');
    expect(within(partial!).getByText('Partially refunded')).toBeInTheDocument();
    expect(within(failed!).getByText('Failed')).toBeInTheDocument();
    expect(within(failed!).queryByRole('link')).not.toBeInTheDocument();
  });

  it("names what was bought in the reader's language (Spanish), not the server's English", async () => {
    stubApi(
      walletRoutes({
        'GET /payments': {
          data: [buildPayment({ line: { key: 'listingExtension', params: { months: 6, title: '' } } })],
        },
      }),
    );
    await renderWallet('es');
    const [row] = within(await screen.findByRole('list', { name: 'Tus pagos' })).getAllByRole('listitem');
    expect(row).toHaveTextContent('Ampliación del anuncio: 6 meses, anuncio sin título');
    expect(row).not.toHaveTextContent('Listing');
  });

  it('says so when there are no payments yet', async () => {
    stubApi(walletRoutes());
    await renderWallet();
    expect(await history().findByText(/No payments yet/)).toBeInTheDocument();
    expect(history().queryByRole('button', { name: 'Load more' })).not.toBeInTheDocument();
  });

  it('loads the next page of 20 with Load more, and hides it after a short page', async () => {
    const pages = [
      Array.from({ length: PAYMENTS_PAGE_SIZE }, (_, index) => buildPayment({ _id: paymentId(index + 1) })),
      [buildPayment({ _id: paymentId(99), description: 'Oldest payment', line: null })],
    ];
    const fetchMock = stubApi(walletRoutes({ 'GET /payments': () => ({ data: pages.shift() ?? [] }) }));
    await renderWallet();
    const user = userEvent.setup();
    expect(await history().findAllByRole('listitem')).toHaveLength(20);
    await user.click(history().getByRole('button', { name: 'Load more' }));
    expect(await history().findByText('Oldest payment')).toBeInTheDocument();
    expect(history().getAllByRole('listitem')).toHaveLength(21);
    await waitFor(() => expect(history().queryByRole('button', { name: 'Load more' })).not.toBeInTheDocument());
    const pageParams = fetchMock.mock.calls
      .map(([input]) => new URL(String(input), 'http://localhost'))
      .filter((url) => url.pathname === '/api/v1/payments')
      .map((url) => url.searchParams.get('page'));
    expect(pageParams).toEqual(['1', '2']);
  });
});
