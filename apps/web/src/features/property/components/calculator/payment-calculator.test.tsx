import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderWithApp } from '../../../../../test/render';
import { PaymentCalculator } from './payment-calculator';

const usd = (amount: number) => ({ amount, currency: 'USD' });
const noFees = { taxes: usd(0), hoa: usd(0), total: usd(0) };

function results() {
  return screen.getByText('Estimated monthly payment').parentElement!;
}

describe('payment calculator', () => {
  it('prefills the price and shows $2,022.62 principal and interest for $400,000 at 20% down, 6.5%, 30-year fixed', async () => {
    await renderWithApp(<PaymentCalculator price={usd(400_000_00)} fees={noFees} />);
    expect(await screen.findByLabelText('Home price (USD)')).toHaveValue(400000);
    expect(screen.getByLabelText('Down payment (%)')).toHaveValue(20);
    expect(screen.getByLabelText('Down payment (amount)')).toHaveValue(80000);
    expect(screen.getByLabelText('Loan term')).toHaveDisplayValue('30-year fixed');
    expect(within(results()).getByText('Principal and interest').nextElementSibling).toHaveTextContent('$2,022.62');
  });

  it('adds the listing’s monthly taxes and HOA to the total', async () => {
    await renderWithApp(<PaymentCalculator price={usd(400_000_00)} fees={{ taxes: usd(500_00), hoa: usd(250_00), total: usd(750_00) }} />);
    expect(await screen.findByLabelText('Property tax per month')).toHaveValue(500);
    expect(screen.getByLabelText('HOA and fees per month')).toHaveValue(250);
    expect(results()).toHaveTextContent('$2,772.62');
  });

  it('keeps the down payment percent and amount in step, and a 15-year term raises the payment', async () => {
    await renderWithApp(<PaymentCalculator price={usd(400_000_00)} fees={noFees} />);
    const user = userEvent.setup();
    const percent = await screen.findByLabelText('Down payment (%)');
    await user.clear(percent);
    await user.type(percent, '25');
    expect(screen.getByLabelText('Down payment (amount)')).toHaveValue(100000);
    const amount = screen.getByLabelText('Down payment (amount)');
    await user.clear(amount);
    await user.type(amount, '80000');
    expect(percent).toHaveValue(20);
    await user.selectOptions(screen.getByLabelText('Loan term'), '15-year fixed');
    expect(within(results()).getByText('Principal and interest').nextElementSibling).toHaveTextContent('$2,787.54');
  });

  it('refuses a down payment over 100 % with a clear message instead of a loan of $0.00', async () => {
    await renderWithApp(<PaymentCalculator price={usd(400_000_00)} fees={noFees} />);
    const user = userEvent.setup();
    const percent = await screen.findByLabelText('Down payment (%)');
    await user.clear(percent);
    await user.type(percent, '150');
    expect(percent).toHaveAccessibleDescription(/between 0% and 100%/);
    expect(results()).toHaveTextContent('Enter a down payment between 0% and 100% of the home price.');
    expect(within(results()).getByText('—')).toBeInTheDocument();
    for (const figure of within(results()).queryAllByText('$0.00')) expect(figure).not.toBeVisible();
    await user.clear(percent);
    await user.type(percent, '100');
    expect(results()).not.toHaveTextContent('between 0% and 100%');
  });

  it('draws the yearly principal and interest as a described chart with the same figures in a table', async () => {
    await renderWithApp(<PaymentCalculator price={usd(400_000_00)} fees={noFees} />);
    expect(await screen.findByRole('img', { name: /Principal and interest paid each year/ })).toBeInTheDocument();
    await userEvent.click(screen.getByText('Show the figures as a table'));
    const table = screen.getByRole('table', { name: 'Principal, interest and balance by year' });
    expect(within(table).getAllByRole('row')).toHaveLength(31);
    expect(within(table).getByRole('row', { name: /^30 / })).toHaveTextContent('$0.00');
  });
});
