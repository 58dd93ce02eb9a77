import type { TListingDraft } from '@app/shared/listings/listing-draft.schema';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { loadRoutes, renderWithApp } from '../../../../test/render';
import { stubApi } from '../../../../test/stub-api';
import { routes } from '../../../app/routes/route-table';
import { useSessionStore } from '../../../lib/session/session-store';
import { buildAccount } from '../../../../test/fixtures/account.fixture';
import { callsTo, resetStores } from '../../../../test/test-helpers';
import { toSessionAccount } from '../../../lib/session/store-account';
import { buildListing, LISTING_ID } from '../listing-wizard.fixture';

beforeAll(() => loadRoutes(routes, ['/dashboard/listings/new', `/dashboard/listings/${LISTING_ID}/edit`]), 60_000);
beforeEach(resetStores);
afterEach(() => vi.unstubAllGlobals());

describe('Listing wizard in the app', { timeout: 30_000 }, () => {
  it('keeps the same wizard on screen when the first save moves /dashboard/listings/new to /{id}/edit (the lazy routes share the page)', async () => {
    const fetchMock = stubApi({
      'GET /account': { data: buildAccount() },
      'POST /properties': (body) => ({ data: buildListing(body as TListingDraft) }),
    });
    useSessionStore.getState().signIn(toSessionAccount(buildAccount()));
    const { router } = await renderWithApp(null, { path: '/dashboard/listings/new', routes });
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText('Listing title', {}, { timeout: 10_000 }), 'Sunny loft');
    const steps = screen.getByRole('navigation', { name: 'Listing steps' });
    await user.click(within(steps).getByRole('button', { name: 'Features' }));

    await waitFor(() => expect(router.state.location.pathname).toBe(`/dashboard/listings/${LISTING_ID}/edit`));
    await user.click(within(screen.getByRole('navigation', { name: 'Listing steps' })).getByRole('button', { name: /^The Basics/ }));
    expect(screen.getByLabelText('Listing title')).toHaveValue('Sunny loft');
    expect(callsTo(fetchMock, `GET /properties/${LISTING_ID}/edit`)).toBe(0);
  });
});
