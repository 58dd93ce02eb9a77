import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { buildAccount } from '../../../../test/fixtures/account.fixture';
import { callsTo, resetStores } from '../../../../test/test-helpers';
import { buildProperty, OWNER_ID, PROPERTY_ID } from '../property.fixture';
import { renderPropertyPage } from '../test-helpers';

vi.mock('../components/map/leaflet-map', () => ({ mountMap: () => () => undefined }));

const underOffer = () => buildProperty({ status: 'under-offer' });

beforeEach(() => {
  resetStores();
  localStorage.clear();
});

describe('a listing under offer (decision 054)', () => {
  it('says Under Offer by its title and, instead of Make an Offer, that it takes no new offers', async () => {
    await renderPropertyPage({ listing: underOffer() });
    const title = await screen.findByRole('heading', { level: 1, name: 'Sunny bungalow near the park' });
    expect(within(title.closest('header')!).getByText('Under Offer')).toBeInTheDocument();
    const actions = screen.getByRole('group', { name: 'Property actions' });
    expect(within(actions).queryByRole('button', { name: 'Make an Offer' })).not.toBeInTheDocument();
    expect(within(actions).getByText('This home is under offer and is not taking new offers.')).toBeInTheDocument();
    expect(within(actions).getByRole('button', { name: 'Contact Owner/Agent' })).toBeInTheDocument();
  });

  it('reads the same in Traditional Chinese', async () => {
    await renderPropertyPage({ listing: underOffer(), locale: 'zh-Hant' });
    expect(await screen.findByText('議價中')).toBeInTheDocument();
    expect(screen.getByText('此房源已在議價中，暫不接受新的出價。')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: '出價' })).not.toBeInTheDocument();
  });

  it('does not start an offer asked for before logging in (?then=offer)', async () => {
    const { fetchMock, view } = await renderPropertyPage({ listing: underOffer(), account: buildAccount(), search: '?then=offer' });
    // The page drops ?then= once it has handled the pending action.
    await waitFor(() => expect(view.router.state.location.search).toBe(''));
    await waitFor(() => expect(view.router.state.location.pathname).toBe(`/listings/${PROPERTY_ID}`));
    expect(callsTo(fetchMock, 'POST /offers')).toBe(0);
  });

  it('an active listing has no badge and keeps Make an Offer', async () => {
    await renderPropertyPage();
    expect(await screen.findByRole('button', { name: 'Make an Offer' })).toBeInTheDocument();
    expect(screen.queryByText('Under Offer')).not.toBeInTheDocument();
  });

  it('its owner reads it as their listing, seen by everyone', async () => {
    const listing = buildProperty({ status: 'under-offer', viewer: { ...buildProperty().viewer, owner: true } });
    await renderPropertyPage({ listing, account: buildAccount({ _id: OWNER_ID }) });
    expect(await screen.findByText('Your listing — Under offer')).toBeInTheDocument();
  });
});
