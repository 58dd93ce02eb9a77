import { approximate, REFERENCE_RATES } from '@app/shared/domain/reference-rates';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { buildAccount } from '../../../../test/fixtures/account.fixture';
import { stubApi } from '../../../../test/stub-api';
import { callsTo, resetStores } from '../../../../test/test-helpers';
import { formatMoney } from '../../../lib/format/format-money';
import {
  buildComparison,
  buildComparisonRow,
  buildMade,
  buildOffer,
  buildReceived,
  listing,
  listingIdOf,
  offerId,
} from '../offers-dashboard.fixture';
import { offerRoutes, renderOffers } from '../test-helpers';

const LISTING = listingIdOf(1);
/** Three offers received on one listing ('Oak House'), and one on another. */
const received = [
  buildReceived(1, { title: 'Oak House', seen: true }),
  buildReceived(2, { property: LISTING, listing: listing(1, 'Oak House'), status: 'countered', turn: 'buyer', seen: true }),
  buildReceived(3, { property: LISTING, listing: listing(1, 'Oak House') }),
  buildReceived(4, { title: 'Elm House' }),
];
const comparison = buildComparison(1, [
  buildComparisonRow(1, { offerPrice: { amount: 45_000_000, currency: 'USD' }, vod: 'verified' }),
  buildComparisonRow(2, {
    status: 'countered',
    turn: 'buyer',
    offerPrice: { amount: 47_500_000, currency: 'USD' },
    ownerCarry: { amount: 5_000_000, currency: 'USD' },
    escrowPeriodDays: 30,
    closingDays: 1,
    vod: 'expired',
  }),
  buildComparisonRow(3, {
    seen: false,
    offerPrice: { amount: 44_000_000, currency: 'USD' },
    initialDeposit: null,
    closingDays: null,
    vod: 'pending',
  }),
]);
const compareRoute = { [`GET /offers/compare/${LISTING}`]: { data: comparison } };

const table = () => screen.getByRole('table', { name: /^Offers on this listing by offer price/ });
const rowHeaders = () =>
  within(table())
    .getAllByRole('rowheader')
    .map((cell) => within(cell).getByRole('link').textContent);
const rowOf = (buyer: string) =>
  within(table())
    .getByRole('rowheader', { name: new RegExp(buyer) })
    .closest('tr')!;

beforeEach(resetStores);
afterEach(() => vi.unstubAllGlobals());

describe('The seller’s compare view', () => {
  it('is reached from a received offer’s card and shows every offer on the listing side by side, highest price first', async () => {
    const fetchMock = stubApi(offerRoutes([], received, compareRoute));
    const { router } = await renderOffers('/dashboard/offers/pending');
    const user = userEvent.setup();
    const links = await screen.findAllByRole('link', { name: 'Compare offers: Oak House' });
    await user.click(links.find((link) => link.getAttribute('href')?.endsWith(offerId(1)))!);
    expect(router.state.location.pathname).toBe(`/dashboard/offers/pending/compare/${offerId(1)}`);
    expect(await screen.findByRole('heading', { level: 1, name: 'Compare offers on Oak House' })).toBeInTheDocument();
    expect(screen.getByText('Every offer sent on this listing, side by side, in USD.')).toBeInTheDocument();

    // A real table: a header per column, a row header per offer.
    expect(
      within(table())
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual([
      'Buyers',
      'Status',
      'Offer price ↓',
      'Initial deposit',
      'Increase deposits',
      'Escrow period',
      'Closing timeline',
      'Owner carry',
      'Verification of deposit',
      'Answer by',
    ]);
    expect(rowHeaders()).toEqual(['Bo Chen 2', 'Bo Chen 1', 'Bo Chen 3']);
    const priceHeader = within(table()).getByRole('columnheader', { name: /Offer price/ });
    expect(priceHeader).toHaveAttribute('aria-sort', 'descending');

    // Each offer's terms in the listing's currency, its status as the seller reads it, its VOD and deadline.
    const countered = within(rowOf('Bo Chen 2'));
    expect(countered.getByText('$475,000.00')).toBeInTheDocument();
    expect(countered.getByText('$50,000.00')).toBeInTheDocument();
    expect(countered.getByText('30 days')).toBeInTheDocument();
    expect(countered.getByText('1 day')).toBeInTheDocument();
    expect(countered.getByText('Counter Offer Submitted')).toBeInTheDocument();
    expect(countered.getByText('Awaiting Reply')).toBeInTheDocument();
    expect(countered.getByText('Expired after 48 hours')).toBeInTheDocument();
    expect(countered.getByText(/^Answer due Mar/)).toBeInTheDocument();
    const first = within(rowOf('Bo Chen 1'));
    expect(first.getByText('Funds verified')).toBeInTheDocument();
    expect(first.getByText('Pending Response')).toBeInTheDocument();
    expect(first.getByText('This offer')).toBeInTheDocument();
    expect(first.getByText(/^Your answer is due Mar/)).toBeInTheDocument();
    const unopened = within(rowOf('Bo Chen 3'));
    expect(unopened.getByText('Offer Submitted')).toBeInTheDocument();
    expect(unopened.getByText('Waiting for the bank')).toBeInTheDocument();
    expect(unopened.getAllByText('Not answered')).toHaveLength(3);
    expect(unopened.getByRole('link', { name: 'Bo Chen 3' })).toHaveAttribute('href', `/dashboard/offers/pending/offer/${offerId(3)}`);

    // Sorting by price: the header's button reverses the order, and says which it is.
    await user.click(within(priceHeader).getByRole('button', { name: 'Offer price, highest first: reverse the order' }));
    expect(rowHeaders()).toEqual(['Bo Chen 3', 'Bo Chen 1', 'Bo Chen 2']);
    expect(within(table()).getByRole('columnheader', { name: /Offer price/ })).toHaveAttribute('aria-sort', 'ascending');
    expect(table()).toHaveAccessibleName('Offers on this listing by offer price, lowest first');

    // Small screens get the same offers as cards, in the same order.
    const cards = screen.getByRole('list', { name: 'Offers on this listing by offer price, lowest first' });
    expect(
      within(cards)
        .getAllByRole('heading', { level: 2 })
        .map((h) => h.textContent),
    ).toEqual(['Bo Chen 3', 'Bo Chen 1This offer', 'Bo Chen 2']);
    expect(callsTo(fetchMock, `GET /offers/compare/${LISTING}`)).toBe(1);
  });

  it('adds the reader’s own currency beside each amount', async () => {
    stubApi(
      offerRoutes([], received, {
        ...compareRoute,
        'GET /account': { data: buildAccount({ profile: { ...buildAccount().profile, preferredCurrency: 'EUR' } }) },
        'GET /exchange-rates': { status: 503, message: 'Unavailable' },
      }),
    );
    await renderOffers(`/dashboard/offers/pending/compare/${offerId(1)}`);
    expect(
      await screen.findByText('Every offer sent on this listing, side by side, in USD, with the approximate amount in EUR.'),
    ).toBeInTheDocument();
    const euros = formatMoney({ amount: approximate(REFERENCE_RATES, 47_500_000, 'USD', 'EUR')!.amount, currency: 'EUR' });
    await vi.waitFor(() => expect(within(rowOf('Bo Chen 2')).getByText(`(≈ ${euros})`)).toBeInTheDocument());
  });

  it('is linked from a received offer’s page, not from an offer made', async () => {
    stubApi(
      offerRoutes([buildMade(5, { status: 'sent', completed: true })], received, {
        [`GET /offers/${offerId(1)}`]: { data: buildOffer(1, { relation: 'seller' }) },
        [`GET /offers/${offerId(5)}`]: { data: buildOffer(5) },
      }),
    );
    const { router } = await renderOffers(`/dashboard/offers/pending/offer/${offerId(1)}`);
    expect(await screen.findByRole('link', { name: 'Compare offers' })).toHaveAttribute(
      'href',
      `/dashboard/offers/pending/compare/${offerId(1)}`,
    );
    await router.navigate(`/dashboard/offers/pending/offer/${offerId(5)}`);
    expect(await screen.findByRole('heading', { level: 1, name: 'Offer on Listing 5' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Compare offers' })).not.toBeInTheDocument();
  });

  it('is not found for an offer the reader did not receive, and says when the listing has no offers', async () => {
    const fetchMock = stubApi(
      offerRoutes([buildMade(5, { status: 'sent', completed: true })], received, {
        [`GET /offers/compare/${listingIdOf(4)}`]: { data: buildComparison(4, []) },
      }),
    );
    const { router } = await renderOffers(`/dashboard/offers/pending/compare/${offerId(5)}`);
    expect(await screen.findByRole('heading', { name: 'Page not found' })).toBeInTheDocument();
    expect(callsTo(fetchMock, `GET /offers/compare/${listingIdOf(5)}`)).toBe(0);
    await router.navigate(`/dashboard/offers/pending/compare/${offerId(4)}`);
    expect(await screen.findByText('No offers have been sent on this listing yet.')).toBeInTheDocument();
  });

  it('asks an unverified person to verify, under its heading, without asking for any offer', async () => {
    const fetchMock = stubApi({});
    await renderOffers(`/dashboard/offers/pending/compare/${offerId(1)}`, { verified: false });
    expect(await screen.findByRole('heading', { level: 1, name: 'Compare offers' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Verify your account' })).toHaveAttribute('href', '/dashboard/account/trust-verification');
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('reads in Simplified Chinese (zh-Hans)', async () => {
    stubApi(offerRoutes([], received, compareRoute));
    await renderOffers(`/dashboard/offers/pending/compare/${offerId(1)}`, { locale: 'zh-Hans' });
    expect(await screen.findByRole('heading', { level: 1, name: '比较 Oak House 的报价' })).toBeInTheDocument();
    const zhTable = await screen.findByRole('table', { name: '此房源的报价，按报价金额排序：从高到低' });
    expect(within(zhTable).getByRole('columnheader', { name: /报价金额/ })).toHaveAttribute('aria-sort', 'descending');
    expect(within(zhTable).getByText('资金已验证')).toBeInTheDocument();
    expect(within(zhTable).getByText('已提交报价')).toBeInTheDocument();
  });
});
