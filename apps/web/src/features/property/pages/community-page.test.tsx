import { screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithApp } from '../../../../test/render';
import { stubApi } from '../../../../test/stub-api';
import { resetStores } from '../../../../test/test-helpers';
import { buildCommunity, COMMUNITY_ID } from '../property.fixture';
import CommunityPage from './community-page';

vi.mock('../components/map/leaflet-map', () => ({ mountMap: () => () => undefined }));

function renderCommunity(reply: Parameters<typeof stubApi>[0][string]) {
  stubApi({ [`GET /communities/public/${COMMUNITY_ID}`]: reply });
  return renderWithApp(null, {
    path: `/listings/community/${COMMUNITY_ID}`,
    routes: [{ path: '/listings/community/:communityId', element: <CommunityPage /> }],
  });
}

beforeEach(resetStores);
afterEach(() => vi.unstubAllGlobals());

describe('community page', () => {
  it('shows the community with its photos, description, location, features and terms, and lists its listings as cards', async () => {
    await renderCommunity({ data: buildCommunity() });
    expect(await screen.findByRole('heading', { level: 1, name: 'Riverside Lofts' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /Photo 1 of 1: The lofts from the river/ })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Description' }).closest('section')).toHaveTextContent('New lofts on the river');
    expect(screen.getByRole('heading', { level: 2, name: 'Location' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Features' }).closest('section')).toHaveTextContent('Elevator');
    expect(screen.getByRole('heading', { level: 2, name: 'Room types' }).closest('section')).toHaveTextContent('Rooftop');
    expect(screen.getByRole('heading', { level: 2, name: 'Terms' }).closest('section')).toHaveTextContent('HOA certificate');
    expect(screen.queryByRole('heading', { level: 2, name: 'Appliances' })).not.toBeInTheDocument();

    const listings = screen.getByRole('heading', { level: 2, name: '2 listings in this community' }).closest('section')!;
    const cards = within(listings).getAllByRole('article');
    expect(cards).toHaveLength(2);
    expect(within(listings).getByRole('link', { name: /100 River Road, Unit 1/ })).toHaveAttribute(
      'href',
      '/listings/00000000-0000-4000-8000-0000000000d1',
    );
    expect(listings).toHaveTextContent('$610,000.00');
    expect(document.title).toBe('Riverside Lofts | Terranest');
  });

  it('shows the not-found page for a community that is not public', async () => {
    await renderCommunity({ status: 404, code: 'NOT_FOUND', message: 'Not found' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Page not found' })).toBeInTheDocument();
  });
});
