import type { TAdminPaymentDetail, TAdminPaymentRow } from '@app/shared/admin/admin-payments.schema';
import { MESSAGES } from '@app/shared/messages/messages';
import { IDEMPOTENCY_HEADER } from '@app/shared/payments/payments.schema';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { stubApi } from '../../../../../test/stub-api';
import { bodyOf, resetStores, snackTexts } from '../../../../../test/test-helpers';
import { renderAdmin } from '../../test-helpers';

const ID = '00000000-0000-4000-8000-00000000c001';
const ROW: TAdminPaymentRow = {
  _id: ID,
  status: 'succeeded',
  amount: { amount: 10_000, currency: 'USD' },
  refunded: { amount: 0, currency: 'USD' },
  description: 'Appraisal order',
  productKind: 'service-order',
  method: 'card',
  payerName: 'Mei Lin',
  payerEmail: 'mei@example.com',
  receiptNumber: 'TN-001042',
  createdAt: '2026-11-20T10:00:00.000Z',
};
const DETAIL: TAdminPaymentDetail = {
  ...ROW,
  provider: 'demo',
  providerChargeId: 'ch_demo_1',
  card: { brand: 'visa', last4: '4242' },
  refundable: { amount: 10_000, currency: 'USD' },
  ledger: [
    {
      _id: '00000000-0000-4000-8000-00000000c101',
      kind: 'capture',
      memo: null,
      at: '2026-11-20T10:00:00.000Z',
      lines: [
        { account: 'processor:demo', amount: 10_000, currency: 'USD' },
        { account: 'deposits-held:orders', amount: -10_000, currency: 'USD' },
      ],
    },
  ],
  providerOwedBack: null,
  refunds: [],
};
const REFUNDED: TAdminPaymentDetail = {
  ...DETAIL,
  status: 'partially-refunded',
  refunded: { amount: 2500, currency: 'USD' },
  refundable: { amount: 7500, currency: 'USD' },
  refunds: [
    {
      _id: '00000000-0000-4000-8000-00000000c201',
      amount: { amount: 2500, currency: 'USD' },
      reason: 'Arrived late',
      status: 'succeeded',
      byEmail: 'admin@example.com',
      at: '2026-11-21T10:00:00.000Z',
    },
  ],
};

beforeEach(resetStores);
afterEach(() => vi.unstubAllGlobals());

const keysSent = (fetchMock: ReturnType<typeof stubApi>) =>
  fetchMock.mock.calls
    .filter(([, init]) => init?.method === 'POST')
    .map(([, init]) => (init?.headers as Record<string, string>)[IDEMPOTENCY_HEADER]);

describe('Admin: payments', () => {
  it('searches by email and status through the URL and lists what it finds, each opening its payment', async () => {
    const asked: URLSearchParams[] = [];
    stubApi({
      'GET /admin/payments': (_body, url) => {
        asked.push(url.searchParams);
        return {
          data: {
            payments: [{ ...ROW, status: 'partially-refunded', refunded: { amount: 2500, currency: 'USD' } }],
            page: 1,
            pageSize: 25,
            total: 1,
          },
        };
      },
    });
    await renderAdmin('/admin/payments');
    expect(screen.getByRole('heading', { level: 1, name: 'Payments' })).toBeInTheDocument();
    const user = userEvent.setup();
    await user.type(screen.getByLabelText("Payment id, payer's email or product"), 'mei@example.com');
    await user.selectOptions(screen.getByLabelText('Status'), 'Partly refunded');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    const link = await screen.findByRole('link', { name: 'Appraisal order' });
    expect(link).toHaveAttribute('href', `/admin/payments/${ID}`);
    const row = link.closest('tr')!;
    expect(row).toHaveTextContent('mei@example.com');
    expect(row).toHaveTextContent('$100.00');
    expect(row).toHaveTextContent('$25.00 refunded');
    expect(row).toHaveTextContent('Partly refunded');
    expect(screen.getByText('1 payments · page 1 of 1')).toBeInTheDocument();
    expect(Object.fromEntries(asked.at(-1)!)).toMatchObject({ q: 'mei@example.com', status: 'partially-refunded', page: '1' });
  });

  it('shows the ledger lines as debits and credits, and refunds part with a reason after a confirmation, once', async () => {
    let refunded = false;
    const fetchMock = stubApi({
      [`GET /admin/payments/${ID}`]: () => ({ data: refunded ? REFUNDED : DETAIL }),
      [`POST /admin/payments/${ID}/refunds`]: () => {
        refunded = true;
        return { data: REFUNDED };
      },
    });
    await renderAdmin(`/admin/payments/${ID}`);
    expect(await screen.findByRole('heading', { level: 1, name: 'Payment TN-001042' })).toBeInTheDocument();
    const ledger = screen.getByRole('table', { name: /Payment captured/ });
    const [, debit, credit] = within(ledger).getAllByRole('row');
    expect(debit).toHaveTextContent(/^Card processorprocessor:demo\$100\.00$/);
    expect(credit).toHaveTextContent(/^Held in escrowdeposits-held:orders\$100\.00$/);
    expect(within(credit!).getAllByRole('cell')[1]).toHaveTextContent('');

    const user = userEvent.setup();
    await user.type(screen.getByLabelText('Amount to refund (USD)'), '25');
    await user.type(screen.getByLabelText('Why'), 'Arrived late');
    await user.click(screen.getByRole('button', { name: 'Refund…' }));
    const dialog = screen.getByRole('dialog', { name: 'Confirm the refund' });
    expect(dialog).toHaveTextContent('Refund $25.00 of the $100.00 paid by mei@example.com? This cannot be undone.');
    await user.click(within(dialog).getByRole('button', { name: 'Refund $25.00' }));
    await waitFor(() => expect(snackTexts()).toContain('$25.00 refunded.'));
    expect(bodyOf(fetchMock, `POST /admin/payments/${ID}/refunds`)).toEqual({ amount: 2500, why: 'Arrived late' });
    expect(keysSent(fetchMock)).toHaveLength(1);
    const refunds = screen.getByRole('region', { name: 'Refunds' });
    expect(within(refunds).getByRole('listitem')).toHaveTextContent('$25.00');
    expect(within(refunds).getByRole('listitem')).toHaveTextContent('by admin@example.com · Arrived late');
    expect(screen.getByText('Left to refund').nextSibling).toHaveTextContent('$75.00');
    expect(screen.getByLabelText('Amount to refund (USD)')).toHaveValue('');
  });

  it('names each account of a refund after the payout (fee, provider) and says what the provider owes back', async () => {
    const provider = 'payable:00000000-0000-4000-8000-00000000d001';
    const owing = 'recoverable:00000000-0000-4000-8000-00000000d001';
    stubApi({
      [`GET /admin/payments/${ID}`]: {
        data: {
          ...REFUNDED,
          providerOwedBack: { amount: 1_000, currency: 'USD' },
          ledger: [
            ...DETAIL.ledger,
            {
              _id: '00000000-0000-4000-8000-00000000c102',
              kind: 'refund',
              memo: 'Arrived late',
              at: '2026-11-21T10:00:00.000Z',
              lines: [
                { account: 'revenue:order-fees', amount: 1_000, currency: 'USD' },
                { account: provider, amount: 500, currency: 'USD' },
                { account: owing, amount: 1_000, currency: 'USD' },
                { account: 'processor:demo', amount: -2_500, currency: 'USD' },
              ],
            },
          ],
        },
      },
    });
    await renderAdmin(`/admin/payments/${ID}`);
    const refund = await screen.findByRole('table', { name: /^Refund/ });
    const rows = within(refund).getAllByRole('row').slice(1);
    expect(rows.map((row) => row.textContent)).toEqual([
      'Platform revenuerevenue:order-fees$10.00',
      `Owed to the provider${provider}$5.00`,
      `Owed back by the provider${owing}$10.00`,
      'Card processorprocessor:demo$25.00',
    ]);
    expect(screen.getByText(/then the platform fee, then the provider's share/)).toBeInTheDocument();
    expect(screen.getByText('Owed back by the provider', { selector: 'dt' }).nextSibling).toHaveTextContent(
      '$10.00, taken out of their next payout',
    );
  });

  it("keeps the input and shows the server's words when a refund is refused, and a retry sends the same key", async () => {
    const fetchMock = stubApi({
      [`GET /admin/payments/${ID}`]: { data: DETAIL },
      [`POST /admin/payments/${ID}/refunds`]: { status: 400, message: MESSAGES.refundExceedsPayment, code: 'REFUND_EXCEEDS_PAYMENT' },
    });
    await renderAdmin(`/admin/payments/${ID}`);
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText('Why'), 'Duplicate charge');
    for (let attempt = 0; attempt < 2; attempt++) {
      await user.click(screen.getByRole('button', { name: 'Refund…' }));
      const dialog = screen.getByRole('dialog', { name: 'Confirm the refund' });
      expect(dialog).toHaveTextContent('Refund all that is left, $100.00, of the $100.00 paid by mei@example.com?');
      await user.click(within(dialog).getByRole('button', { name: 'Refund $100.00' }));
      expect(await screen.findByText(MESSAGES.refundExceedsPayment)).toBeInTheDocument();
    }
    expect(screen.getByLabelText('Why')).toHaveValue('Duplicate charge');
    const keys = keysSent(fetchMock);
    expect(keys).toHaveLength(2);
    expect(keys[0]).toBe(keys[1]);
    expect(bodyOf(fetchMock, `POST /admin/payments/${ID}/refunds`)).toEqual({ why: 'Duplicate charge' });
  });

  it('asks for a reason and an amount within what is left before asking the server', async () => {
    const fetchMock = stubApi({ [`GET /admin/payments/${ID}`]: { data: REFUNDED } });
    await renderAdmin(`/admin/payments/${ID}`);
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText('Amount to refund (USD)'), '80');
    await user.click(screen.getByRole('button', { name: 'Refund…' }));
    expect(screen.getByText('Enter an amount greater than zero and at most $75.00.')).toBeInTheDocument();
    expect(screen.getByText('Please give a reason for this action.')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(keysSent(fetchMock)).toHaveLength(0);
  });

  it('a payment that does not exist still has its heading and says so', async () => {
    stubApi({ [`GET /admin/payments/${ID}`]: { status: 404, message: MESSAGES.pageNotFound, code: 'NOT_FOUND' } });
    await renderAdmin(`/admin/payments/${ID}`);
    expect(screen.getByRole('heading', { level: 1, name: 'Payment' })).toBeInTheDocument();
    expect(await screen.findByText(MESSAGES.pageNotFound)).toBeInTheDocument();
  });
});
