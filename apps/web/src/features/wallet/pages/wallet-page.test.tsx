import { screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { stubApi } from '../../../../test/stub-api';
import { resetStores } from '../../../../test/test-helpers';
import { renderWallet, walletRoutes } from '../test-helpers';
import { buildCard, buildPayment } from '../../../../test/fixtures/wallet.fixture';

beforeEach(resetStores);
afterEach(() => vi.unstubAllGlobals());

describe('Wallet page', () => {
  it('has the three sections with headings, and the accepted payment methods with the demo test cards', async () => {
    stubApi(walletRoutes());
    await renderWallet();
    expect(screen.getByRole('heading', { level: 1, name: 'Wallet' })).toBeInTheDocument();
    for (const name of ['Cards', 'Payout methods', 'Transaction history']) {
      expect(screen.getByRole('region', { name })).toBeInTheDocument();
    }
    const note = screen.getByRole('complementary', { name: 'Accepted payment methods' });
    expect(note).toHaveTextContent('Credit and debit cards.');
    expect(note).toHaveTextContent('4242 4242 4242 4242 succeeds and 4000 0000 0000 0002 is declined');
    expect(document.title).toBe('Wallet | Terranest');
  });

  it('shows a list that could not load with Try again, and the rest of the page still works', async () => {
    stubApi(walletRoutes({ 'GET /wallet/cards': { status: 500, code: 'GENERIC', message: 'Something went wrong...' } }));
    await renderWallet();
    const cards = screen.getByRole('region', { name: 'Cards' });
    expect(await within(cards).findByRole('alert')).toHaveTextContent('Something went wrong...');
    expect(within(cards).getByRole('button', { name: 'Try again' })).toBeInTheDocument();
    expect(within(cards).getByRole('button', { name: 'Add card' })).toBeInTheDocument();
  });

  it('reads in Traditional Chinese (zh-Hant)', async () => {
    stubApi(
      walletRoutes({ 'GET /wallet/cards': { data: [buildCard()] }, 'GET /payments': { data: [buildPayment({ status: 'refunded' })] } }),
    );
    await renderWallet('zh-Hant');
    expect(screen.getByRole('heading', { level: 1, name: '錢包' })).toBeInTheDocument();
    const cards = screen.getByRole('region', { name: '信用卡' });
    expect(await within(cards).findByText('預設')).toBeInTheDocument();
    expect(within(cards).getByLabelText('卡號')).toBeInTheDocument();
    expect(within(cards).getByRole('button', { name: '新增信用卡' })).toBeInTheDocument();
    expect(screen.getByRole('region', { name: '收款方式' })).toHaveTextContent('只有專業人士會因提供的服務而收到款項');
    const history = screen.getByRole('region', { name: '交易紀錄' });
    expect(await within(history).findByText('已退款')).toBeInTheDocument();
    expect(within(history).getByRole('link', { name: /查看收據/ })).toBeInTheDocument();
  });
});
