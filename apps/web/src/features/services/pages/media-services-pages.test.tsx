import type { TMediaService } from '@app/shared/services/media-services.schema';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithApp } from '../../../../test/render';
import { stubApi, type StubRoutes } from '../../../../test/stub-api';
import { bodyOf, callsTo, resetStores, snackTexts } from '../../../../test/test-helpers';
import MediaServiceEditPage from './media-service-edit-page';

const AERIAL: TMediaService = {
  _id: '00000000-0000-4000-8000-0000000c0001',
  professionalId: '00000000-0000-4000-8000-0000000c0aaa',
  service: 'aerial',
  price: { amount: 30_000, currency: 'USD' },
  timeFrame: 5,
  description: 'Drone photos and a 2-minute video',
  updatedAt: '2026-11-20T10:00:00.000Z',
};

const BASE = '/dashboard/professional/services/media';
const LIST = `${BASE}/edit`;

async function show(path: string, routes: StubRoutes = {}) {
  const fetchMock = stubApi({ 'GET /mediaServices': { data: [AERIAL] }, ...routes });
  await renderWithApp(null, {
    path,
    routes: [
      { path: `${BASE}/new`, element: <MediaServiceEditPage /> },
      { path: `${BASE}/edit`, element: <MediaServiceEditPage /> },
    ],
  });
  return fetchMock;
}

beforeEach(resetStores);
afterEach(() => vi.unstubAllGlobals());

describe('Media services', () => {
  it('lists each service with its price and time frame, to edit or remove', async () => {
    const user = userEvent.setup();
    const fetchMock = await show(LIST, { 'DELETE /mediaServices': { data: { removed: [AERIAL._id] } } });
    expect(await screen.findByRole('heading', { level: 2, name: 'Aerial images and video' })).toBeInTheDocument();
    expect(screen.getByText('$300.00 · delivered in 5 days')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Edit Aerial images and video' })).toHaveAttribute('href', `${BASE}/edit?id=${AERIAL._id}`);
    await user.click(screen.getByRole('button', { name: 'Remove Aerial images and video' }));
    await vi.waitFor(() => expect(callsTo(fetchMock, 'DELETE /mediaServices')).toBe(1));
    expect(bodyOf(fetchMock, 'DELETE /mediaServices')).toEqual([AERIAL._id]);
  });

  it('a new service offers only the kinds not offered yet and is posted in minor units', async () => {
    const user = userEvent.setup();
    const fetchMock = await show(`${BASE}/new`, {
      'POST /mediaServices': { data: { ...AERIAL, _id: '00000000-0000-4000-8000-0000000c0002', service: 'vr' } },
    });
    const kind = await screen.findByLabelText('Service');
    expect(screen.queryByRole('option', { name: 'Aerial images and video' })).not.toBeInTheDocument();
    await user.selectOptions(kind, 'vr');
    await user.type(screen.getByLabelText('Price (USD)'), '199.99');
    await user.type(screen.getByLabelText('Time frame (days)'), '7');
    await user.click(screen.getByRole('button', { name: 'Save services' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Media services' })).toBeInTheDocument();
    expect(bodyOf(fetchMock, 'POST /mediaServices')).toEqual({
      service: 'vr',
      currency: 'USD',
      price: 19_999,
      timeFrame: 7,
      description: '',
    });
    expect(snackTexts()).toContain('Your media service is saved.');
  });

  it("editing keeps the typed price when the server says 'The minimum price for this service is {price}'", async () => {
    const user = userEvent.setup();
    const message = 'The minimum price for this service is $150.00';
    const fetchMock = await show(`${BASE}/edit?id=${AERIAL._id}`, {
      [`PUT /mediaServices/${AERIAL._id}`]: { status: 400, code: 'SERVICE_BELOW_MIN_PRICE', message, fields: { price: message } },
    });
    const price = await screen.findByLabelText('Price (USD)');
    expect(price).toHaveValue('300');
    await user.clear(price);
    await user.type(price, '100');
    await user.click(screen.getByRole('button', { name: 'Save services' }));
    expect(await screen.findByText(message, { selector: '[id$="-error"]' })).toBeInTheDocument();
    expect(price).toHaveValue('100');
    expect(callsTo(fetchMock, `PUT /mediaServices/${AERIAL._id}`)).toBe(1);
  });

  it('links to the appraisal and inspection editors from Services I Provide, the media page marked current', async () => {
    await show(LIST);
    const nav = await screen.findByRole('navigation', { name: 'Your services' });
    expect(within(nav).getByRole('link', { name: 'Appraisal' })).toHaveAttribute('href', '/dashboard/appraisal/edit');
    expect(within(nav).getByRole('link', { name: 'Inspection' })).toHaveAttribute('href', '/dashboard/inspection/edit');
    expect(within(nav).getByRole('link', { name: 'Media' })).toHaveAttribute('aria-current', 'page');
  });

  it('an unknown service id says it was not found, with a way back', async () => {
    await show(`${BASE}/edit?id=00000000-0000-4000-8000-0000000c0fff`);
    expect(await screen.findByText('This media service was not found. It may have been removed.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to your media services' })).toHaveAttribute('href', LIST);
  });
});
