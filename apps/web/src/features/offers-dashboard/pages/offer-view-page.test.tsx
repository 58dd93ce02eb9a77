import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { stubApi } from '../../../../test/stub-api';
import { resetStores } from '../../../../test/test-helpers';
import { buildOffer, offerId } from '../offers-dashboard.fixture';
import { offerRoutes, renderOffers } from '../test-helpers';

const ID = offerId(1);
const PDF = offerId(500);

beforeEach(resetStores);
afterEach(() => vi.unstubAllGlobals());

describe('An offer, read-only', () => {
  it('shows the summary with the deposit schedule, the signatures, and the PDF with its SHA-256; Verify says unchanged or changed', async () => {
    let unchanged = true;
    stubApi(
      offerRoutes([], [], {
        [`GET /offers/${ID}`]: { data: buildOffer(1, { listing: { ...buildOffer(1).listing, title: 'Oak House' } }) },
        [`GET /offers/${ID}/pdfs/${PDF}/verify`]: () => ({ data: { sha256: 'a'.repeat(64), stored: 'a'.repeat(64), unchanged } }),
      }),
    );
    await renderOffers(`/dashboard/offers/pending/offer/${ID}`);
    expect(await screen.findByRole('heading', { level: 1, name: 'Offer on Oak House' })).toBeInTheDocument();
    const summary = screen.getByRole('region', { name: 'Summary' });
    expect(summary).toHaveTextContent('Offer price$450,000.00');
    expect(summary).toHaveTextContent('Ownership typeSole Ownership');
    expect(summary).toHaveTextContent('Escrow period45 days');
    expect(summary).toHaveTextContent('Other termsSeller leaves the piano.');
    expect(summary).toHaveTextContent('Booking deposit$540.00');
    const rows = within(summary).getAllByRole('row');
    expect(rows[1]).toHaveTextContent('Initial deposit$30,000.00By March 5, 2026');
    expect(rows[2]).toHaveTextContent('Increase deposit 1$20,000.003 business days after escrow opens');

    expect(screen.getByRole('region', { name: 'Signatures' })).toHaveTextContent(/Ana Lopez.*Signed Mar 2, 2026, .* \(typed\)/);

    const pdfs = screen.getByRole('region', { name: 'Signed offer' });
    expect(within(pdfs).getByRole('link', { name: 'Download PDF (English)' })).toHaveAttribute('href', `/api/v1/offers/${ID}/pdfs/${PDF}`);
    expect(pdfs).toHaveTextContent(`SHA-256 fingerprint: ${'a'.repeat(64)}`);
    const user = userEvent.setup();
    await user.click(within(pdfs).getByRole('button', { name: 'Verify the English PDF' }));
    expect(await within(pdfs).findByText(/^Unchanged: the stored PDF still matches/)).toBeInTheDocument();
    unchanged = false;
    await user.click(within(pdfs).getByRole('button', { name: 'Verify the English PDF' }));
    expect(await within(pdfs).findByText(/^Changed: the stored PDF no longer matches/)).toBeInTheDocument();
  });

  it.each([
    [false, ['Offer Sent', 'Inactive']],
    [true, ['Offer Sent', 'Awaiting Reply']],
  ])('reads the status of an open offer with the listing on the market: %s', async (listingOnMarket, words) => {
    const offer = buildOffer(1, { relation: 'buyer', listingOnMarket, listing: { ...buildOffer(1).listing, title: 'Oak House' } });
    stubApi(offerRoutes([], [], { [`GET /offers/${ID}`]: { data: offer } }));
    await renderOffers(`/dashboard/offers/pending/offer/${ID}`);
    expect(await screen.findByRole('heading', { level: 1, name: 'Offer on Oak House' })).toBeInTheDocument();
    for (const word of words) expect(screen.getByText(word)).toBeInTheDocument();
    expect(screen.queryByText(listingOnMarket ? 'Inactive' : 'Awaiting Reply')).toBeNull();
  });

  it('shows its history with translated actions, who made them and when', async () => {
    stubApi(offerRoutes([], [], { [`GET /offers/${ID}`]: { data: buildOffer(1) } }));
    await renderOffers(`/dashboard/offers/pending/offer/${ID}`);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('tab', { name: 'History' }));
    const history = await screen.findByRole('region', { name: 'History' });
    const items = within(history).getAllByRole('listitem');
    expect(items.map((item) => item.firstChild?.textContent)).toEqual(['Offer started', 'Offer sent by the buyer']);
    expect(items[1]).toHaveTextContent(/Mar 2, 2026/);
  });

  it('reads the history in Spanish', async () => {
    stubApi(offerRoutes([], [], { [`GET /offers/${ID}`]: { data: buildOffer(1) } }));
    await renderOffers(`/dashboard/offers/pending/history/${ID}`, { locale: 'es' });
    const history = await screen.findByRole('region', { name: 'Historial' });
    expect(history).toHaveTextContent('Oferta enviada por el comprador');
  });

  it('moves a link that names another tab to the tab the offer is in, and Back goes there', async () => {
    stubApi(offerRoutes([], [], { [`GET /offers/${ID}`]: { data: buildOffer(1) } }));
    const { router } = await renderOffers(`/dashboard/offers/closed/history/${ID}`);
    await vi.waitFor(() => expect(router.state.location.pathname).toBe(`/dashboard/offers/pending/history/${ID}`));
    expect(await screen.findByRole('region', { name: 'History' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to offers' })).toHaveAttribute('href', '/dashboard/offers/pending');
  });

  it('is not found for someone who is not a party (the server’s 404)', async () => {
    stubApi(offerRoutes([], [], { [`GET /offers/${ID}`]: { status: 404, message: 'Not found', code: 'NOT_FOUND' } }));
    await renderOffers(`/dashboard/offers/pending/offer/${ID}`);
    expect(await screen.findByRole('heading', { name: 'Page not found' })).toBeInTheDocument();
  });

  it('is not found for a view that does not exist', async () => {
    stubApi(offerRoutes([], []));
    await renderOffers(`/dashboard/offers/pending/counter/${ID}`);
    expect(await screen.findByRole('heading', { name: 'Page not found' })).toBeInTheDocument();
  });
});
