import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithApp } from '../../../../test/render';
import { stubApi } from '../../../../test/stub-api';
import type { LocaleId } from '../../../lib/i18n/locales';
import { resetStores } from '../../../../test/test-helpers';
import { buildReceipt, PAYMENT_ID } from '../../../../test/fixtures/payments.fixture';
import ReceiptPage from './receipt-page';

const receipt = buildReceipt({
  items: [
    { description: 'Annual Plus membership', line: null, amount: { amount: 99_000, currency: 'USD' } },
    {
      description: 'Listing extension: 6 months, Casa Azul',
      line: { key: 'listingExtension', params: { months: 6, title: 'Casa Azul' } },
      amount: { amount: 24_900, currency: 'USD' },
    },
  ],
  total: { amount: 123_900, currency: 'USD' },
  refunds: [{ amount: { amount: 24_900, currency: 'USD' }, at: '2026-03-07T12:00:00.000Z', reason: 'Listing withdrawn' }],
  converted: { amount: { amount: 12_345, currency: 'EUR' }, rateDate: '2026-03-05' },
});

function renderReceipt(locale: LocaleId = 'en-us') {
  stubApi({ [`GET /payments/${PAYMENT_ID}/receipt`]: { data: receipt } });
  return renderWithApp(null, {
    path: `/dashboard/wallet/receipts/${PAYMENT_ID}`,
    locale,
    routes: [{ path: '/dashboard/wallet/receipts/:paymentId', element: <ReceiptPage /> }],
  });
}

beforeEach(resetStores);
afterEach(() => vi.unstubAllGlobals());

describe('Receipt page', () => {
  it('shows the number, date, billed-to, items, total, card and refunds', async () => {
    await renderReceipt();
    expect(screen.getByRole('heading', { level: 1, name: 'Receipt' })).toBeInTheDocument();
    const view = await screen.findByRole('article', { name: 'Receipt R-2026-0001' });
    expect(view).toHaveTextContent('Mar 5, 2026');
    expect(view).toHaveTextContent('Ana Lopez');
    expect(view).toHaveTextContent('ana@example.com');
    expect(view).toHaveTextContent('Visa •••• 4242');
    const rows = within(view).getAllByRole('row');
    expect(rows[1]).toHaveTextContent('Annual Plus membership$990.00');
    expect(rows[2]).toHaveTextContent('Listing extension: 6 months, Casa Azul$249.00');
    expect(rows[3]).toHaveTextContent('Total$1,239.00');
    expect(view).toHaveTextContent('$249.00 refunded on Mar 7, 2026 (Listing withdrawn)');
    expect(within(view).getByRole('link', { name: 'Back to wallet' })).toHaveAttribute('href', '/dashboard/wallet');
  });

  it('shows the total in the payer\'s currency as "≈ €123.45 (reference rate of <date>)"', async () => {
    await renderReceipt();
    expect(await screen.findByText('≈ €123.45 (reference rate of Mar 5, 2026)')).toBeInTheDocument();
  });

  it('prints with the browser, the buttons left off the paper', async () => {
    const print = vi.spyOn(window, 'print').mockImplementation(() => undefined);
    await renderReceipt();
    const button = await screen.findByRole('button', { name: 'Print' });
    await userEvent.click(button);
    expect(print).toHaveBeenCalledOnce();
    expect(button.parentElement).toHaveClass('print:hidden');
    print.mockRestore();
  });

  it('reads in Traditional Chinese (zh-Hant), dates and the converted total included', async () => {
    await renderReceipt('zh-Hant');
    expect(screen.getByRole('heading', { level: 1, name: '收據' })).toBeInTheDocument();
    const view = await screen.findByRole('article', { name: '收據 R-2026-0001' });
    expect(view).toHaveTextContent('付款人');
    expect(view).toHaveTextContent('延長刊登：6 個月，Casa Azul');
    expect(view).toHaveTextContent('≈ €123.45（參考匯率日期：2026年3月5日）');
    expect(within(view).getByRole('button', { name: '列印' })).toBeInTheDocument();
  });
});
