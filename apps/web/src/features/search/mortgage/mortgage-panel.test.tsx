import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { buildResults } from '../../../../test/fixtures/search.fixture';
import { here, lastSearch, renderResults, stubSearchApi } from '../test-helpers';

// The tests pin their own indicative figures ([term, rate, APR]), so the editors' next update of
// the real ones changes no expectation here.
vi.mock('@app/shared/constants/mortgage-rates', () => {
  const pinned = (rows: [string, number, number][]) => rows.map(([term, ratePercent, aprPercent]) => ({ term, ratePercent, aprPercent }));
  const figures = {
    asOf: '2026-11-16',
    purchase: pinned([
      ['30-year-fixed', 6.5, 6.62],
      ['15-year-fixed', 5.75, 5.93],
    ]),
    refinance: pinned([
      ['30-year-fixed', 6.625, 6.74],
      ['15-year-fixed', 5.875, 6.06],
    ]),
  };
  const indicativeRatePercent = (term: string, kind: 'purchase' | 'refinance' = 'purchase') =>
    figures[kind].find((rate) => rate.term === term)!.ratePercent;
  return { INDICATIVE_MORTGAGE_RATES: figures, DEFAULT_DOWN_PAYMENT_PERCENT: 20, indicativeRatePercent };
});
vi.mock('../components/map/results-leaflet', () => ({
  mountResultsMap: () => ({
    setPoints: () => undefined,
    moveTo: () => undefined,
    view: () => ({ bounds: { south: 0, west: 0, north: 1, east: 1 }, zoom: 4 }),
    destroy: () => undefined,
  }),
}));
afterEach(() => vi.unstubAllGlobals());

const panel = () => screen.getByRole('region', { name: 'Mortgage tools' });
const tab = (name: string) => within(panel()).getByRole('tab', { name });
const box = (name: string) => within(panel()).getByRole('textbox', { name });
/** The figure a tool's result box shows next to a label. */
const line = (label: string) => within(panel()).getByText(label).nextElementSibling;
const cards = () => within(screen.getByRole('region', { name: 'Results list' })).getAllByRole('article');

async function open(path: string) {
  const fetchMock = stubSearchApi({ results: buildResults({ total: 25 }) });
  const rendered = await renderResults(path);
  await screen.findByRole('region', { name: 'Mortgage tools' });
  await screen.findByText('25 homes');
  return { ...rendered, fetchMock, user: userEvent.setup() };
}

async function retype(user: ReturnType<typeof userEvent.setup>, input: HTMLElement, text: string) {
  await user.clear(input);
  if (text) await user.type(input, text);
}

describe('Results: the mortgage tools', () => {
  it('opens the tool the URL names, as the selected tab of five', async () => {
    await open('/results?searchThis=Austin&mortgage=rates');
    expect(
      within(panel())
        .getAllByRole('tab')
        .map((t) => t.textContent),
    ).toEqual(['Overview', 'Get Pre-Qualified', 'Mortgage Rates', 'Refinance Rates', 'Mortgage Calculator']);
    expect(tab('Mortgage Rates')).toHaveAttribute('aria-selected', 'true');
    expect(within(panel()).getByRole('tabpanel')).toHaveAccessibleName('Mortgage Rates');
  });

  it('shows no tools, and no estimates on the cards, for an unknown topic', async () => {
    stubSearchApi();
    await renderResults('/results?searchThis=Austin&mortgage=jumbo');
    expect(await screen.findAllByRole('article')).toHaveLength(3);
    expect(screen.queryByRole('region', { name: 'Mortgage tools' })).not.toBeInTheDocument();
    expect(screen.queryByText(/\/mo$/)).not.toBeInTheDocument();
  });

  it('switches tools by click or arrow keys, replacing the URL entry and keeping the search', async () => {
    const { router, user } = await open('/results?searchThis=Austin&beds=2&mortgage=overview');
    await user.click(tab('Mortgage Calculator'));
    await waitFor(() => expect(here(router)).toBe('/results?searchThis=Austin&beds=2&mortgage=calculator'));
    expect(router.state.historyAction).toBe('REPLACE');
    expect(tab('Mortgage Calculator')).toHaveAttribute('aria-selected', 'true');
    await user.keyboard('{Home}');
    await waitFor(() => expect(here(router)).toBe('/results?searchThis=Austin&beds=2&mortgage=overview'));
    expect(tab('Overview')).toHaveFocus();
    await user.keyboard('{ArrowRight}');
    await waitFor(() => expect(tab('Get Pre-Qualified')).toHaveAttribute('aria-selected', 'true'));
    expect(box('Annual household income before tax (USD)')).toBeInTheDocument();
  });

  it('keeps the tool open through filters, sorting and paging', async () => {
    const { router, user, fetchMock } = await open('/results?searchThis=Austin&mortgage=rates');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Beds' }), '2');
    await waitFor(() => expect(here(router)).toBe('/results?searchThis=Austin&beds=2&mortgage=rates'));
    await user.selectOptions(screen.getByRole('combobox', { name: 'Sort by' }), 'Price low to high');
    await waitFor(() => expect(here(router)).toBe('/results?searchThis=Austin&beds=2&sort=price-low-high&mortgage=rates'));
    expect(screen.getByRole('link', { name: 'Page 2' })).toHaveAttribute(
      'href',
      '/results?searchThis=Austin&beds=2&sort=price-low-high&mortgage=rates&pageNo=2',
    );
    await waitFor(() => expect(lastSearch(fetchMock)?.body).toEqual({ searchThis: 'Austin', beds: '2', sort: 'price-low-high' }));
  });

  it('closes with the close button, which takes the parameter out of the URL and leaves the search and page', async () => {
    const { router, user } = await open('/results?searchThis=Austin&mortgage=calculator&pageNo=2');
    await user.click(within(panel()).getByRole('button', { name: 'Close the mortgage tools' }));
    await waitFor(() => expect(here(router)).toBe('/results?searchThis=Austin&pageNo=2'));
    expect(screen.queryByRole('region', { name: 'Mortgage tools' })).not.toBeInTheDocument();
    expect(screen.queryByText(/\/mo$/)).not.toBeInTheDocument();
  });

  it('shows indicative purchase rates with APR, the "as of" date, a disclaimer and the payment per $100,000', async () => {
    await open('/results?mortgage=rates');
    const table = within(panel()).getByRole('table', { name: /Fixed rates for buying a home, as of Nov 16, 2026/ });
    expect(within(table).getByRole('row', { name: /^30-year fixed/ })).toHaveTextContent('30-year fixed6.50%6.62%$632.07');
    expect(within(table).getByRole('row', { name: /^15-year fixed/ })).toHaveTextContent('15-year fixed5.75%5.93%$830.41');
    expect(within(panel()).getByText(/They are not live quotes or offers to lend/)).toBeInTheDocument();
  });
});

describe('Results: Get Pre-Qualified', () => {
  it('works out the highest price under the 28%/36% rules and "Show homes up to $439,000.00" sets priceMax, keeping the other criteria', async () => {
    const { router, user, fetchMock } = await open('/results?searchThis=Austin&beds=2&priceMin=100000&mortgage=pre-qualified');
    expect(within(panel()).getByText('Enter your annual income to see an estimate.')).toBeInTheDocument();
    await user.type(box('Annual household income before tax (USD)'), '120,000');
    await user.type(box('Monthly debt payments (USD)'), '500');
    await user.type(box('Down payment (USD)'), '60000');
    await user.type(box('Property tax, insurance and HOA per month (USD)'), '400');
    expect(within(panel()).getByText('You could afford a home up to').nextElementSibling).toHaveTextContent('$439,000.00');
    expect(line('Estimated monthly payment')).toHaveTextContent('$2,795.54');
    expect(line('Principal and interest')).toHaveTextContent('$2,395.54');
    expect(within(panel()).getByText(/Set by the 28% guideline/)).toHaveTextContent('$2,800.00 a month');
    expect(within(panel()).getByText(/not a pre-qualification, pre-approval or loan offer/)).toBeInTheDocument();

    await user.click(within(panel()).getByRole('button', { name: 'Show homes up to $439,000.00' }));
    await waitFor(() =>
      expect(here(router)).toBe('/results?searchThis=Austin&priceMin=100000&priceMax=439000&beds=2&mortgage=pre-qualified'),
    );
    await waitFor(() =>
      expect(lastSearch(fetchMock)?.body).toEqual({ searchThis: 'Austin', priceMin: 100000, priceMax: 439000, beds: '2' }),
    );
    expect(screen.getByRole('combobox', { name: 'Price (USD): maximum' })).toHaveValue('439000');
  });

  it('shows an inline error for letters or a negative amount, never NaN, and keeps the text through a switch of tools', async () => {
    const { user } = await open('/results?mortgage=pre-qualified');
    const income = box('Annual household income before tax (USD)');
    await user.type(income, '12o000');
    expect(within(panel()).getByRole('alert')).toHaveTextContent('Enter a number, such as 85000.');
    expect(income).toHaveAttribute('aria-invalid', 'true');
    expect(within(panel()).getByText('Correct the highlighted boxes to see the figures.')).toBeInTheDocument();
    await user.type(box('Monthly debt payments (USD)'), '-200');
    expect(within(panel()).getByText('Enter zero or more, not a negative amount.')).toBeInTheDocument();
    expect(panel()).not.toHaveTextContent('NaN');

    await user.click(tab('Mortgage Rates'));
    await user.click(await screen.findByRole('tab', { name: 'Get Pre-Qualified' }));
    expect(box('Annual household income before tax (USD)')).toHaveValue('12o000');
    expect(box('Monthly debt payments (USD)')).toHaveValue('-200');
    await retype(user, box('Annual household income before tax (USD)'), '90000');
    await retype(user, box('Monthly debt payments (USD)'), '');
    expect(within(panel()).queryByRole('alert')).not.toBeInTheDocument();
    expect(within(panel()).getByRole('button', { name: /^Show homes up to \$/ })).toBeInTheDocument();
  });

  it('says when debts leave no room for a loan, and offers no search', async () => {
    const { user } = await open('/results?mortgage=pre-qualified');
    await user.type(box('Annual household income before tax (USD)'), '30000');
    await user.type(box('Monthly debt payments (USD)'), '900');
    expect(within(panel()).getByText(/leave no room for a mortgage payment/)).toBeInTheDocument();
    expect(within(panel()).queryByRole('button', { name: /Show homes up to/ })).not.toBeInTheDocument();
  });
});

describe('Results: Mortgage Calculator', () => {
  it('starts at $400,000 with 20% down at the indicative rate, follows the price, and "Show homes at this price" sets priceMax', async () => {
    const { router, user } = await open('/results?searchThis=Austin&mortgage=calculator');
    expect(box('Down payment (%)')).toHaveValue('20');
    expect(box('Interest rate (%)')).toHaveValue('6.5');
    expect(line('Principal and interest')).toHaveTextContent('$2,022.62');
    await retype(user, box('Home price (USD)'), '500000');
    expect(box('Down payment (USD)')).toHaveValue('100000');
    expect(line('Principal and interest')).toHaveTextContent('$2,528.27');
    expect(line('Loan amount')).toHaveTextContent('$400,000.00');

    await user.click(within(panel()).getByRole('button', { name: 'Show homes at this price' }));
    await waitFor(() => expect(here(router)).toBe('/results?searchThis=Austin&priceMax=500000&mortgage=calculator'));
  });

  it('moves an untouched rate with the term, and flags a down payment above the price', async () => {
    const { user } = await open('/results?mortgage=calculator');
    await user.selectOptions(within(panel()).getByRole('combobox', { name: 'Loan term' }), '15-year fixed');
    expect(box('Interest rate (%)')).toHaveValue('5.75');
    expect(line('Principal and interest')).toHaveTextContent('$2,657.31');
    await retype(user, box('Down payment (USD)'), '450000');
    expect(within(panel()).getByRole('alert')).toHaveTextContent('The down payment cannot be more than the home price.');
    expect(within(panel()).queryByRole('button', { name: 'Show homes at this price' })).not.toBeInTheDocument();
  });
});

describe('Results: Refinance Rates', () => {
  it('shows refinance rates and compares the current loan with a new one', async () => {
    const { user } = await open('/results?mortgage=refinance-rates');
    expect(within(panel()).getByRole('table', { name: /Fixed rates for refinancing/ })).toHaveTextContent('6.625%');
    expect(box('New interest rate (%)')).toHaveValue('6.625');
    await user.type(box('Current loan balance (USD)'), '300000');
    await user.type(box('Current interest rate (%)'), '7.5');
    await user.type(box('Years left on the loan'), '27');
    expect(within(panel()).getByText('Monthly saving').nextElementSibling).toHaveTextContent('$241.27');
    expect(line('Current monthly payment')).toHaveTextContent('$2,162.20');
    expect(line('New monthly payment')).toHaveTextContent('$1,920.93');
    expect(line('Interest saved')).toHaveTextContent('$9,017.45');

    await user.selectOptions(within(panel()).getByRole('combobox', { name: 'New loan term' }), '15-year fixed');
    expect(within(panel()).getByText('Monthly increase').nextElementSibling).toHaveTextContent('$349.16');
    expect(line('Interest saved')).toHaveTextContent('$248,509.30');
  });

  it('rejects zero years left', async () => {
    const { user } = await open('/results?mortgage=refinance-rates');
    await user.type(box('Years left on the loan'), '0');
    expect(within(panel()).getByRole('alert')).toHaveTextContent('Enter a number above zero.');
  });
});

describe('Results: the overview and the cards', () => {
  it('explains buying with a mortgage, PITI and buying from abroad, and leads to the tools', async () => {
    const { router, user } = await open('/results?mortgage=overview');
    expect(within(panel()).getByRole('heading', { name: 'Buying a home with a mortgage' })).toBeInTheDocument();
    expect(
      within(panel())
        .getAllByRole('listitem')
        .slice(0, 4)
        .map((item) => item.querySelector('strong')?.textContent),
    ).toEqual(['Get pre-qualified.', 'Compare rates.', 'Plan your down payment.', 'Close.']);
    expect(within(panel()).getByRole('heading', { name: 'What PITI means' })).toBeInTheDocument();
    expect(within(panel()).getByText(/often 25 to 40%/)).toBeInTheDocument();
    await user.click(within(panel()).getByRole('button', { name: 'Estimate what you can afford' }));
    await waitFor(() => expect(here(router)).toBe('/results?mortgage=pre-qualified'));
  });

  it('puts an estimated monthly payment on every card, following the calculator’s down payment and rate', async () => {
    const { user } = await open('/results?searchThis=Austin&mortgage=calculator');
    expect(cards()).toHaveLength(10);
    // Card 1 costs $301,000: 20% down leaves $240,800 at 6.5% over 30 years.
    expect(within(cards()[0]!).getByText('Est. $1,522.02/mo')).toBeInTheDocument();
    for (const card of cards()) expect(card).toHaveTextContent(/Est\. \$[\d,]+\.\d\d\/mo/);
    expect(within(panel()).getByText(/assume 20% down at 6.50% on a 30-year fixed loan/)).toBeInTheDocument();
    await retype(user, box('Interest rate (%)'), '5');
    expect(within(cards()[0]!).getByText('Est. $1,292.67/mo')).toBeInTheDocument();
    await retype(user, box('Down payment (%)'), '25');
    expect(within(panel()).getByText(/assume 25% down at 5.00%/)).toBeInTheDocument();
  });

  it('speaks Spanish in Spanish', async () => {
    stubSearchApi();
    await renderResults('/results?mortgage=calculator', 'es');
    const tools = await screen.findByRole('region', { name: 'Herramientas hipotecarias' });
    expect(within(tools).getByRole('tab', { name: 'Calculadora de hipotecas' })).toHaveAttribute('aria-selected', 'true');
    expect(within(tools).getByRole('button', { name: 'Ver viviendas a este precio' })).toBeInTheDocument();
    expect(await screen.findAllByText(/^Est\. \$[\d,.]+\/mes$/)).toHaveLength(3);
  });
});
