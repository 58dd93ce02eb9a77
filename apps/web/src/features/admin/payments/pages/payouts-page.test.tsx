import type { TAdminPayout } from '@app/shared/orders/payouts.schema';
import { MESSAGES } from '@app/shared/messages/messages';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { stubApi } from '../../../../../test/stub-api';
import { callsTo, resetStores, snackTexts } from '../../../../../test/test-helpers';
import { renderAdmin } from '../../test-helpers';

const FAILED: TAdminPayout = {
  _id: '00000000-0000-4000-8000-00000000f101',
  amount: { amount: 18_000, currency: 'USD' },
  status: 'failed',
  failureReason: 'no_account',
  method: { kind: 'us', last4: '1116' },
  createdAt: '2026-11-20T10:00:00.000Z',
  sentAt: null,
  paidAt: null,
  failedAt: '2026-11-20T10:00:01.000Z',
  providerId: '00000000-0000-4000-8000-00000000e001',
  providerName: 'Mei Lin',
  providerEmail: 'mei@example.com',
  transferId: 'tr_demo_1',
  attempts: 1,
};
const PAID: TAdminPayout = {
  ...FAILED,
  _id: '00000000-0000-4000-8000-00000000f102',
  status: 'paid',
  failureReason: null,
  amount: { amount: 25_000, currency: 'EUR' },
  method: { kind: 'iban', last4: '3000' },
  paidAt: '2026-11-21T10:00:00.000Z',
  failedAt: null,
  providerName: 'Ana Lopez',
  providerEmail: 'ana@example.com',
};
const page = (payouts: TAdminPayout[]) => ({ data: { payouts, page: 1, pageSize: 25, total: payouts.length } });

beforeEach(resetStores);
afterEach(() => vi.unstubAllGlobals());

describe('Admin: payouts to providers', () => {
  it('is reached from Payments, filters by status through the URL, and shows each payout with its account tail and why it failed', async () => {
    const asked: URLSearchParams[] = [];
    stubApi({
      'GET /admin/payments': { data: { payments: [], page: 1, pageSize: 25, total: 0 } },
      'GET /admin/payments/payouts': (_body, url) => {
        asked.push(url.searchParams);
        return page(url.searchParams.get('status') === 'failed' ? [FAILED] : [FAILED, PAID]);
      },
    });
    await renderAdmin('/admin/payments');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('link', { name: 'Payouts to providers →' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Payouts to providers' })).toBeInTheDocument();
    const table = await screen.findByRole('table', { name: 'Payouts to providers' });
    const [, failed, paid] = within(table).getAllByRole('row');
    expect(failed).toHaveTextContent('Mei Lin');
    expect(failed).toHaveTextContent('US account •••• 1116');
    expect(failed).toHaveTextContent('$180.00');
    expect(failed).toHaveTextContent('FailedNo such accountAttempts: 1');
    expect(paid).toHaveTextContent('IBAN •••• 3000');
    expect(paid).toHaveTextContent('€250.00');
    expect(within(paid!).queryByRole('button')).not.toBeInTheDocument();

    await user.selectOptions(screen.getByLabelText('Status'), 'Failed');
    await user.click(screen.getByRole('button', { name: 'Apply' }));
    await waitFor(() => expect(within(screen.getByRole('table')).getAllByRole('row')).toHaveLength(2));
    expect(Object.fromEntries(asked.at(-1)!)).toMatchObject({ status: 'failed', page: '1' });
  });

  it('retries a failed payout once from a button named for it, and says where it stands; the server refusal is shown', async () => {
    let retried = false;
    const fetchMock = stubApi({
      'GET /admin/payments/payouts': () => page([retried ? { ...FAILED, status: 'paid', failureReason: null, attempts: 2 } : FAILED]),
      [`POST /admin/payments/payouts/${FAILED._id}/retry`]: () => {
        retried = true;
        return { data: { ...FAILED, status: 'paid', failureReason: null, attempts: 2 } };
      },
    });
    await renderAdmin('/admin/payments/payouts');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Retry: $180.00 to mei@example.com' }));
    await waitFor(() => expect(snackTexts()).toContain('The payout of $180.00 to mei@example.com was paid.'));
    expect(callsTo(fetchMock, `POST /admin/payments/payouts/${FAILED._id}/retry`)).toBe(1);
    await waitFor(() => expect(screen.queryByRole('button', { name: /^Retry/ })).not.toBeInTheDocument());
    vi.unstubAllGlobals();
    resetStores();

    stubApi({
      'GET /admin/payments/payouts': page([FAILED]),
      [`POST /admin/payments/payouts/${FAILED._id}/retry`]: { status: 409, message: MESSAGES.payoutCannotRetry },
    });
    await renderAdmin('/admin/payments/payouts', 'es');
    await user.click(await screen.findByRole('button', { name: 'Reintentar: $180.00 a mei@example.com' }));
    await waitFor(() =>
      expect(snackTexts()).toContain(
        'Este pago al profesional no se puede reintentar ahora: no tiene un método de cobro o su saldo ya no lo cubre.',
      ),
    );
  });
});
