import type { TPayout } from '@app/shared/orders/payouts.schema';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { stubApi } from '../../../../test/stub-api';
import { callsTo, resetStores } from '../../../../test/test-helpers';
import { buildPayoutMethod } from '../../../../test/fixtures/wallet.fixture';
import { renderWallet, walletRoutes } from '../test-helpers';

const section = () => within(screen.getByRole('region', { name: 'Payout methods' }));

const PAID: TPayout = {
  _id: '00000000-0000-4000-8000-00000000f001',
  amount: { amount: 18_000, currency: 'USD' },
  status: 'paid',
  failureReason: null,
  method: { kind: 'us', last4: '6789' },
  createdAt: '2026-11-20T10:00:00.000Z',
  sentAt: '2026-11-20T10:00:01.000Z',
  paidAt: '2026-11-21T09:00:00.000Z',
  failedAt: null,
};
const FAILED: TPayout = {
  ...PAID,
  _id: '00000000-0000-4000-8000-00000000f002',
  amount: { amount: 25_000, currency: 'EUR' },
  status: 'failed',
  failureReason: 'account_closed',
  method: { kind: 'iban', last4: '3000' },
  paidAt: null,
  failedAt: '2026-11-22T09:00:00.000Z',
};

beforeEach(resetStores);
afterEach(() => vi.unstubAllGlobals());

describe('Wallet: payouts beside the payout methods', () => {
  it("lists each payout with its amount in the payout's currency, status, date and the account's tail, and why one failed", async () => {
    stubApi(
      walletRoutes({
        'GET /payoutmethods': { data: [buildPayoutMethod()] },
        'GET /orders/payouts': { data: { payouts: [FAILED, PAID], waiting: [] } },
      }),
    );
    await renderWallet();
    expect(await section().findByRole('heading', { level: 3, name: 'Payouts' })).toBeInTheDocument();
    const [failed, paid] = within(section().getByRole('list', { name: 'Your payouts' })).getAllByRole('listitem');
    expect(paid).toHaveTextContent('Nov 21, 2026 · To Account •••• 6789');
    expect(paid).toHaveTextContent('$180.00');
    expect(paid).toHaveTextContent('Paid');
    expect(within(paid!).getByText('Nov 21, 2026').tagName).toBe('TIME');
    expect(failed).toHaveTextContent('To IBAN •••• 3000');
    expect(failed).toHaveTextContent('€250.00');
    expect(failed).toHaveTextContent('Failed');
    expect(failed).toHaveTextContent('The bank says this account is closed. The amount is back in your balance');
    expect(section().queryByText(/is waiting to be paid out/)).not.toBeInTheDocument();
  });

  it('tells a provider with a balance and no payout method to add one, in their language', async () => {
    stubApi(walletRoutes({ 'GET /orders/payouts': { data: { payouts: [], waiting: [{ amount: 18_000, currency: 'USD' }] } } }));
    await renderWallet();
    const waiting = await section().findByText('$180.00 is waiting to be paid out to you. Add a payout method below to receive it.');
    expect(waiting).toHaveAttribute('role', 'status');
    vi.unstubAllGlobals();
    resetStores();

    stubApi(
      walletRoutes({
        'GET /payoutmethods': { data: [buildPayoutMethod()] },
        'GET /orders/payouts': { data: { payouts: [PAID], waiting: [{ amount: 5_000, currency: 'USD' }] } },
      }),
    );
    await renderWallet('zh-Hant');
    expect(await screen.findByText('您有 $50.00 待付款，將在一天內付至您最新的收款方式。')).toBeInTheDocument();
    expect(screen.getByRole('list', { name: '您的收款紀錄' })).toHaveTextContent('已入帳');
  });

  it('shows nothing of payouts to someone never paid', async () => {
    const fetchMock = stubApi(walletRoutes());
    await renderWallet('es');
    await waitFor(() => expect(callsTo(fetchMock, 'GET /orders/payouts')).toBe(1));
    expect(await screen.findByText('Todavía no tienes métodos de cobro.')).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Pagos recibidos' })).not.toBeInTheDocument();
  });
});
