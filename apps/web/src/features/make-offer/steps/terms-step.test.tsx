import type { TOfferPageBody } from '@app/shared/offers/offer-draft.schema';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { buildAccount } from '../../../../test/fixtures/account.fixture';
import { renderWithApp } from '../../../../test/render';
import { stubApi } from '../../../../test/stub-api';
import { buildDraft, buildOffer, COMPLETE, LISTING_ID } from '../offer-pages.fixture';
import TermsStep from './terms-step';

function Harness({ onChange }: { onChange(value: TOfferPageBody<'terms'>): void }) {
  const offer = buildOffer();
  const [value, setValue] = useState<TOfferPageBody<'terms'>>(buildDraft().terms ?? {});
  return (
    <TermsStep
      offer={offer}
      value={value}
      result={COMPLETE}
      onChange={(next) => {
        setValue(next);
        onChange(next);
      }}
    />
  );
}

const rowsOf = (table: HTMLElement) =>
  within(table)
    .getAllByRole('row')
    .slice(1)
    .map((row) => row.textContent);

describe('terms page', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('computes the balance (offer price minus the deposits) and the deposit schedule, and follows what is typed', async () => {
    stubApi({ 'GET /account': { data: buildAccount() } });
    const onChange = vi.fn();
    await renderWithApp(<Harness onChange={onChange} />);
    const balance = await screen.findByText('Balance:');
    // $600,000.00 - $18,000.00 - $12,000.00
    expect(balance.parentElement).toHaveTextContent('Balance: $570,000.00');
    expect(rowsOf(screen.getByRole('table'))).toEqual([
      'Initial deposit$18,000.003 business days after the signed offer',
      'Increase deposit 1$12,000.003 business days after escrow opens',
    ]);

    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Add an increase deposit' }));
    await user.type(screen.getByLabelText('Increase deposit 2 (USD)'), '5000');
    expect(onChange).toHaveBeenLastCalledWith(
      expect.objectContaining({ increase_escrow_deposits: [{ deposit: 1_200_000 }, { deposit: 500_000 }] }),
    );
    expect(balance.parentElement).toHaveTextContent('Balance: $565,000.00');
    expect(rowsOf(screen.getByRole('table'))[2]).toBe('Increase deposit 2$5,000.003 business days after the previous deposit');
    // Not an estimate for a buyer in the listing's country.
    expect(screen.queryByText(/an estimate in/)).not.toBeInTheDocument();
  });

  it('a buyer from abroad sees an estimate in their currency: fees, schedule, who pays the listed costs, the 1031 withholding', async () => {
    stubApi({
      'GET /account': { data: buildAccount({ profile: { ...buildAccount().profile, country: 'tw', preferredCurrency: 'TWD' } }) },
      'GET /exchange-rates': { data: { day: '2026-03-05', source: 'ecb', base: 'USD', rates: { USD: 1, TWD: 32 } } },
      [`GET /properties/${LISTING_ID}`]: {
        data: {
          terms: {
            nonNegotiable: [
              { item: 'natural-hazard-report', payer: 'seller', percent: null, note: null },
              { item: 'escrow-costs', payer: 'both', percent: 1, note: null },
              { item: 'appraisal-fees', payer: 'buyer', percent: null, note: null },
            ],
            negotiable: [],
            finderFeePercent: null,
          },
        },
      },
    });
    await renderWithApp(<Harness onChange={vi.fn()} />);
    const panel = await screen.findByRole('region', { name: 'What this purchase costs you beyond the price: an estimate in TWD' });
    expect(panel).toHaveTextContent('An estimate, not financial or tax advice.');
    // 1.2% of $600,000.00 = $7,200.00; the booking deposit 20% of that = $1,440.00; at 32 TWD to the dollar.
    await within(panel).findByText('(≈ NT$230,400.00)');
    expect(within(panel).getByText('Technology fee (1.2% of your offer)').nextSibling).toHaveTextContent('$7,200.00 (≈ NT$230,400.00)');
    expect(within(panel).getByText('Booking deposit, refundable, charged when you send the offer').nextSibling).toHaveTextContent(
      '$1,440.00 (≈ NT$46,080.00)',
    );
    expect(await within(panel).findByText('Natural hazard report')).toBeInTheDocument();
    expect(within(panel).getByText('Paid by the seller')).toBeInTheDocument();
    expect(within(panel).getByText('Appraisal fees')).toBeInTheDocument();
    expect(within(panel).getByText('Escrow costs (percent) (1%)')).toBeInTheDocument();
    expect(within(panel).getByText(/3.3% of the cash out is withheld/)).toBeInTheDocument();
    expect(within(within(panel).getByRole('table')).getAllByRole('row')[1]).toHaveTextContent('$18,000.00 (≈ NT$576,000.00)');
  });
});
