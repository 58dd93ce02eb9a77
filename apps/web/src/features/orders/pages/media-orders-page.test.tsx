import type { TOrder } from '@app/shared/orders/orders.schema';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { buildAccount } from '../../../../test/fixtures/account.fixture';
import { renderWithApp } from '../../../../test/render';
import { stubApi } from '../../../../test/stub-api';
import { bodyOf, resetStores } from '../../../../test/test-helpers';
import { useSessionStore } from '../../../lib/session/session-store';
import { toSessionAccount } from '../../../lib/session/store-account';
import MediaOrdersPage from './media-orders-page';

const ME = buildAccount();
const HOUR = 3_600_000;
const order = (n: number, overrides: Partial<TOrder>): TOrder => ({
  _id: `00000000-0000-4000-8000-0000000e100${n}`,
  orderNumber: 100_070 + n,
  serviceType: 'media',
  appraisalService: false,
  inspectionService: false,
  mediaService: true,
  status: 'pending',
  date: '2026-11-20T10:00:00.000Z',
  price: { amount: 33_000, currency: 'USD' },
  services: [
    { serviceName: 'aerial', price: { amount: 25_000, currency: 'USD' }, days: 3, status: 'accepted' },
    { serviceName: 'listing-translation', price: { amount: 8_000, currency: 'USD' }, days: 2, status: 'accepted' },
  ],
  appraisalType: null,
  sizeRange: null,
  totalTimeDays: null,
  revisedTimeFrame: null,
  leadTime: 5,
  propertyId: null,
  address: { street: '12 Oak St', city: 'Austin', state: 'TX', postalCode: '78701', country: 'US' },
  buyer: { _id: '00000000-0000-4000-8000-0000000e1b01', name: { firstName: 'Ana', lastName: 'Ruiz' } },
  professional: { _id: ME._id, name: { firstName: 'Lee', lastName: 'Park' } },
  log: [],
  dueDate: null,
  timeRemainingMs: null,
  hasFile: false,
  actions: [],
  cancelRefund: null,
  reviewed: false,
  ...overrides,
});

beforeEach(resetStores);
afterEach(() => vi.unstubAllGlobals());

describe('dashboard/professional/services/media (the media specialist’s orders)', () => {
  it('shows Active, Completed and Closed with each order’s due date and time left, and accepts a new one', async () => {
    const user = userEvent.setup();
    const due = new Date(Date.now() + 2 * 24 * HOUR + 5 * HOUR + 30 * 60_000).toISOString();
    const pending = order(1, { dueDate: due, actions: ['accept', 'decline'] });
    const done = order(2, { status: 'completed' });
    const declined = order(3, { status: 'declined' });
    const patch = `PATCH /mediaOrders/${pending._id}`;
    const fetchMock = stubApi({
      'GET /account': { data: ME },
      'GET /media-orders/professional': { data: [pending, done, declined] },
      [patch]: { data: { ...pending, status: 'accepted', actions: ['cancel', 'upload'] } },
    });
    useSessionStore.getState().signIn(toSessionAccount(ME));
    await renderWithApp(null, {
      path: '/dashboard/professional/services/media',
      routes: [{ path: '/dashboard/professional/services/media', element: <MediaOrdersPage /> }],
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Media orders' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Your media services' })).toHaveAttribute(
      'href',
      '/dashboard/professional/services/media/edit',
    );
    expect((await screen.findAllByRole('tab')).map((tab) => tab.textContent)).toEqual(['Active', 'Completed', 'Closed']);
    const card = await screen.findByRole('article', { name: /Order #100071 · Ana Ruiz/ });
    expect(within(card).getByText('To Do')).toBeInTheDocument();
    expect(card).toHaveTextContent('Aerial images and video, Listing translation · $330.00');
    expect(card).toHaveTextContent('(2 d 5 h left)');
    expect(screen.queryByRole('article', { name: /Order #100072/ })).not.toBeInTheDocument();
    await user.click(within(card).getByRole('button', { name: 'Accept' }));
    await vi.waitFor(() => expect(bodyOf(fetchMock, patch)).toEqual({ logEntry: { status: 'accepted' } }));

    await user.click(screen.getByRole('tab', { name: 'Completed' }));
    expect(await screen.findByRole('article', { name: /Order #100072/ })).toBeInTheDocument();
    await user.click(screen.getByRole('tab', { name: 'Closed' }));
    expect(await screen.findByRole('article', { name: /Order #100073/ })).toHaveTextContent('Declined');
  });

  it('a listing translation is delivered as a title and description per language; a started language needs both', async () => {
    const user = userEvent.setup();
    const accepted = order(4, {
      status: 'accepted',
      propertyId: '00000000-0000-4000-8000-0000000e1a01',
      services: [{ serviceName: 'listing-translation', price: { amount: 8_000, currency: 'USD' }, days: 2, status: 'accepted' }],
      actions: ['upload'],
    });
    const put = `PUT /media-orders/professional/${accepted._id}/translation`;
    const ZH = { locale: 'zh-Hant', title: '奧斯汀市中心住宅', description: '步行可達國會大廈。' };
    const fetchMock = stubApi({
      'GET /account': { data: ME },
      'GET /media-orders/professional': { data: [accepted] },
      [put]: { data: { ...accepted, status: 'in-progress', translation: [ZH], actions: ['upload', 'deliver'] } },
    });
    useSessionStore.getState().signIn(toSessionAccount(ME));
    await renderWithApp(null, {
      path: '/dashboard/professional/services/media',
      routes: [{ path: '/dashboard/professional/services/media', element: <MediaOrdersPage /> }],
    });
    const card = await screen.findByRole('article', { name: /Order #100074/ });
    await user.click(within(card).getByRole('button', { name: 'Save the translation' }));
    expect(await within(card).findByText('Fill in the title and description of at least one language.')).toBeInTheDocument();
    const chinese = within(card).getByRole('group', { name: 'Traditional Chinese' });
    await user.type(within(chinese).getByLabelText('Translated title'), ZH.title);
    await user.click(within(card).getByRole('button', { name: 'Save the translation' }));
    expect(await within(chinese).findByText('This field is required.')).toBeInTheDocument();
    await user.type(within(chinese).getByLabelText('Translated description'), ZH.description);
    await user.click(within(card).getByRole('button', { name: 'Save the translation' }));
    await vi.waitFor(() => expect(bodyOf(fetchMock, put)).toEqual({ translations: [ZH] }));
    expect(await within(card).findByText('Translation saved. Mark the order delivered when it is ready.')).toBeInTheDocument();
  });

  it('virtually staged photos are shown labelled on the order, and saving sends the ones kept in order', async () => {
    const user = userEvent.setup();
    const photo = (n: number) => ({ _id: `00000000-0000-4000-8000-0000000e1c0${n}`, url: `/media/staged-${n}.webp`, thumbUrl: null });
    const accepted = order(5, {
      status: 'in-progress',
      propertyId: '00000000-0000-4000-8000-0000000e1a01',
      services: [{ serviceName: 'virtual-staging', price: { amount: 9_000, currency: 'USD' }, days: 3, status: 'accepted' }],
      actions: ['upload', 'deliver'],
      stagedPhotos: [photo(1), photo(2)],
    });
    const put = `PUT /media-orders/professional/${accepted._id}/staging`;
    const fetchMock = stubApi({
      'GET /account': { data: ME },
      'GET /media-orders/professional': { data: [accepted] },
      [put]: { data: { ...accepted, stagedPhotos: [photo(2)] } },
    });
    useSessionStore.getState().signIn(toSessionAccount(ME));
    await renderWithApp(null, {
      path: '/dashboard/professional/services/media',
      routes: [{ path: '/dashboard/professional/services/media', element: <MediaOrdersPage /> }],
    });
    const card = await screen.findByRole('article', { name: /Order #100075/ });
    expect(within(card).getByRole('img', { name: 'Staged photo 1 (virtually staged)' })).toHaveAttribute('src', '/media/staged-1.webp');
    expect(within(card).getAllByText('Virtually staged')).toHaveLength(2);
    expect(within(card).getByRole('button', { name: 'Mark delivered' })).toBeInTheDocument();
    await user.click(within(card).getByRole('button', { name: 'Remove staged photo 1' }));
    expect(within(card).getAllByRole('img', { name: /virtually staged/ })).toHaveLength(1);
    await user.click(within(card).getByRole('button', { name: 'Save the staged photos' }));
    await vi.waitFor(() => expect(bodyOf(fetchMock, put)).toEqual({ photos: [photo(2)._id] }));
    expect(await within(card).findByText('Staged photos saved. Mark the order delivered when they are ready.')).toBeInTheDocument();
  });
});
