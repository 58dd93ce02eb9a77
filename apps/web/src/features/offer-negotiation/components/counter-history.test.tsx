import type { TOfferVersion } from '@app/shared/offers/offer-negotiation';
import { screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { stubApi } from '../../../../test/stub-api';
import { resetStores } from '../../../../test/test-helpers';
import { readerAccount, renderNegotiation, sentOffer } from '../test-helpers';
import { CounterHistory } from './counter-history';

beforeEach(resetStores);
afterEach(() => vi.unstubAllGlobals());

const SENT_TERMS = {
  offerPrice: 45_000_000,
  closingDays: 30,
  initialDeposit: 3_000_000,
  increaseDeposits: [2_000_000],
  escrowPeriodDays: 45,
  ownerCarry: null,
  otherTerms: 'Seller leaves the piano.',
  minimumCounter: 44_000_000,
};

/** The buyer's offer as sent, then the seller's counter written in Chinese (the terms are the same data whoever reads them). */
const VERSIONS: TOfferVersion[] = [
  { round: 0, side: 'buyer', action: 'send', author: 'Ana Lopez', terms: SENT_TERMS, changes: [], signedAt: '2026-11-24T15:00:00.000Z' },
  {
    round: 1,
    side: 'seller',
    action: 'counter',
    author: '王小明',
    terms: { ...SENT_TERMS, offerPrice: 47_000_000, escrowPeriodDays: 30, increaseDeposits: [2_000_000, 1_000_000], otherTerms: '' },
    changes: [
      { field: 'offerPrice', from: 45_000_000, to: 47_000_000 },
      { field: 'increaseDeposits', from: [2_000_000], to: [2_000_000, 1_000_000] },
      { field: 'escrowPeriodDays', from: 45, to: 30 },
      { field: 'otherTerms', from: 'Seller leaves the piano.', to: null },
    ],
    signedAt: '2026-11-27T09:00:00.000Z',
  },
];

/** A reader in Taipei who prefers New Taiwan dollars; the day's rates cannot be fetched, so the reference table converts. */
function stubReader() {
  stubApi({
    ...readerAccount({ timeZone: 'gmt+08:00', preferredCurrency: 'TWD' }),
    'GET /exchange-rates': { status: 503, message: 'down' },
  });
}

/** The rounds, in order (each round holds a list of its own changes). */
const rounds = (section: HTMLElement) => [...(section.querySelector('ol')?.children ?? [])] as HTMLElement[];

describe('The counter history', () => {
  it('shows every round’s changes old → new in English, in the offer’s currency with the reader’s beside it, with side, author and time', async () => {
    stubReader();
    await renderNegotiation(<CounterHistory offer={sentOffer({ versions: VERSIONS })} />);
    const section = await screen.findByRole('region', { name: 'Counter history' });
    await within(section).findAllByText(/≈ NT\$/);
    const [sent, counter] = rounds(section);
    expect(within(sent!).getByRole('heading', { level: 3 })).toHaveTextContent('Round 0: Offer sent');
    expect(sent).toHaveTextContent('By Ana Lopez (your side, buyer side) · Nov 24, 2026, 11:00 PM');
    expect(sent).toHaveTextContent('Offer price$450,000.00 (≈ NT$13,770,000.00)');
    expect(within(counter!).getByRole('heading', { level: 3 })).toHaveTextContent('Round 1: Counter offer');
    expect(counter).toHaveTextContent('By 王小明 (seller side) · Nov 27, 2026, 5:00 PM');
    expect(
      within(counter!)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([
      'Offer price:was $450,000.00 (≈ NT$13,770,000.00)→now $470,000.00 (≈ NT$14,382,000.00)',
      'Increase deposits:was $20,000.00 (≈ NT$612,000.00)→now $20,000.00 (≈ NT$612,000.00), $10,000.00 (≈ NT$306,000.00)',
      'Escrow period (days):was 45 days→now 30 days',
      'Other terms:was Seller leaves the piano.→now Not set',
    ]);
  });

  it('shows the same rounds in Simplified Chinese, whoever wrote them', async () => {
    stubReader();
    await renderNegotiation(<CounterHistory offer={sentOffer({ relation: 'seller', versions: VERSIONS })} />, { locale: 'zh-Hans' });
    const section = await screen.findByRole('region', { name: '还价记录' });
    await within(section).findAllByText(/≈ NT\$/);
    const [sent, counter] = rounds(section);
    expect(within(sent!).getByRole('heading', { level: 3 })).toHaveTextContent('第 0 轮：报价已发送');
    expect(sent).toHaveTextContent('由 Ana Lopez（买方） · 2026年11月24日 23:00');
    expect(counter).toHaveTextContent('由 王小明（您这一方，卖方） · 2026年11月27日 17:00');
    expect(
      within(counter!)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([
      '报价金额：原为 $450,000.00 (≈ NT$13,770,000.00)→现为 $470,000.00 (≈ NT$14,382,000.00)',
      '追加定金：原为 $20,000.00 (≈ NT$612,000.00)→现为 $20,000.00 (≈ NT$612,000.00), $10,000.00 (≈ NT$306,000.00)',
      '托管期（天）：原为 45 天→现为 30 天',
      '其他条款：原为 Seller leaves the piano.→现为 未设置',
    ]);
  });

  it('says so when there are no rounds yet', async () => {
    stubApi({});
    await renderNegotiation(<CounterHistory offer={sentOffer()} />);
    expect(await screen.findByText('No rounds yet.')).toBeInTheDocument();
  });
});
