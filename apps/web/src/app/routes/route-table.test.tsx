import { act, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithApp } from '../../../test/render';
import { stubApi } from '../../../test/stub-api';
import { usePopupStore } from '../../lib/popups/popup-store';
import { forgetPathHistory } from '../guards/previous-path';
import { useSessionStore, type SessionAccount } from '../../lib/session/session-store';
import { OLD_DASHBOARD_PATHS } from './old-dashboard-paths';
import { routes } from './route-table';

const account = (overrides: Partial<SessionAccount> = {}): SessionAccount => ({
  _id: '00000000-0000-4000-8000-000000000001',
  email: 'ana@example.com',
  firstName: 'Ana',
  lastName: 'Silva',
  verified: true,
  professional: false,
  admin: false,
  ...overrides,
});

async function visit(path: string) {
  const result = await renderWithApp(null, { path, routes });
  return result.router;
}

// The guards send people home, a lazy page. Load it once up front so the guard tests time the
// guards rather than the first transform of that module.
beforeAll(() => import('../../features/home/home-page'), 30_000);

beforeEach(() => {
  useSessionStore.getState().signOut();
  usePopupStore.getState().close();
  forgetPathHistory();
  // The layout asks who is signed in at start; these tests set the session themselves.
  stubApi({ 'GET /account': { status: 401, code: 'UNAUTHENTICATED', message: 'You need to be signed in' } });
});

afterEach(() => vi.unstubAllGlobals());

describe('old dashboard paths', () => {
  it.each(OLD_DASHBOARD_PATHS.map(({ from, to }) => [from.replace(':propertyId', 'p-1'), to.replace(':propertyId', 'p-1')]))(
    '/dashboard/%s lands on /dashboard/%s',
    async (from, to) => {
      useSessionStore.getState().signIn(account({ professional: true }));
      const router = await visit(`/dashboard/${from}?tab=2`);
      await waitFor(() => expect(router.state.location.pathname).toBe(`/dashboard/${to}`));
      expect(router.state.location.search).toBe('?tab=2');
    },
  );

  it('a visitor on an old path gets the login popup for the new path, and the page settles', async () => {
    const router = await visit('/dashboard/properties/saved');
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(usePopupStore.getState()).toMatchObject({ open: 'login', continueTo: '/dashboard/saved' });
    const moves: string[] = [];
    const unsubscribe = router.subscribe((state) => moves.push(state.location.pathname));
    await new Promise((resolve) => setTimeout(resolve, 500));
    unsubscribe();
    expect(moves).toEqual([]);
    expect(router.state.location.pathname).toBe('/');
  });
});

describe('route guards', () => {
  it('sends a visitor on a signed-in-only route home with the login popup, remembering the route', async () => {
    const router = await visit('/dashboard/messages');
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(usePopupStore.getState()).toMatchObject({ open: 'login', continueTo: '/dashboard/messages' });
  });

  it('sends a visitor on a verified-account route home with the login popup', async () => {
    const router = await visit('/dashboard/wallet');
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(usePopupStore.getState()).toMatchObject({ open: 'login', continueTo: '/dashboard/wallet' });
  });

  it("gives a signed-in but unverified user 'Verify your account to access this feature'", async () => {
    useSessionStore.getState().signIn(account({ verified: false }));
    const router = await visit('/dashboard/wallet');
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(usePopupStore.getState()).toMatchObject({ open: 'verifyRequired', continueTo: '/dashboard/wallet' });
    expect(await screen.findByText('Verify your account to access this feature')).toBeInTheDocument();
  });

  it('lets a verified user through to a verified-account route', async () => {
    useSessionStore.getState().signIn(account());
    const router = await visit('/dashboard/wallet');
    expect(await screen.findByRole('heading', { level: 1, name: /Wallet/ })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/dashboard/wallet');
  });

  it('redirects a non-professional away from professional-or-admin routes', async () => {
    useSessionStore.getState().signIn(account());
    const router = await visit('/dashboard/appraisal');
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
  });

  it('lets professionals and admins into professional-or-admin routes', async () => {
    useSessionStore.getState().signIn(account({ admin: true }));
    const router = await visit('/dashboard/appraisal');
    expect(await screen.findByRole('heading', { level: 1, name: /Appraisal orders/ })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/dashboard/appraisal');
  });
});

describe('professional dashboard routes', () => {
  it('redirects a non-professional away from /dashboard/professional/membership', async () => {
    useSessionStore.getState().signIn(account());
    const router = await visit('/dashboard/professional/membership');
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
  });

  it('shows a professional the Membership page, marked current among the dashboard sections', async () => {
    stubApi({
      'GET /account': { status: 401, code: 'UNAUTHENTICATED', message: 'You need to be signed in' },
      'GET /memberships/mine': { data: null },
      'GET /professionals/me': { data: null },
      'GET /memberships/plans': { data: [] },
    });
    useSessionStore.getState().signIn(account({ professional: true }));
    await visit('/dashboard/professional/membership');
    expect(await screen.findByRole('heading', { level: 1, name: 'Membership' })).toBeInTheDocument();
    const sections = screen.getByRole('navigation', { name: 'Dashboard sections' });
    expect(within(sections).getByRole('link', { name: 'Membership' })).toHaveAttribute('aria-current', 'page');
  });

  it('shows the verification page at /dashboard/professional/verify', async () => {
    stubApi({
      'GET /account': { status: 401, code: 'UNAUTHENTICATED', message: 'You need to be signed in' },
      'GET /professionals/me': { data: null },
    });
    useSessionStore.getState().signIn(account());
    await visit('/dashboard/professional/verify');
    expect(await screen.findByRole('heading', { level: 1, name: 'Professional verification' })).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: 'Sign up as a professional' })).toHaveAttribute('href', '/professional/register');
  });
});

describe('promotion routes', () => {
  it('/buy-one-get-one is public and explains the promotion', async () => {
    stubApi({ 'GET /memberships/plans': { data: [] } });
    useSessionStore.getState().signOut();
    await visit('/buy-one-get-one');
    expect(await screen.findByRole('heading', { level: 1, name: 'Buy one, get one free' })).toBeInTheDocument();
  });

  it('/buy-one-get-one/{code} is public and shows the code', async () => {
    stubApi({
      'GET /promotions/buy-one-get-one/K7QM2XWP9RTD': { data: { code: 'K7QM-2XWP-9RTD', plan: 'plus', cycle: 'yearly', available: true } },
    });
    await visit('/buy-one-get-one/K7QM2XWP9RTD');
    expect(await screen.findByRole('heading', { level: 2, name: 'Code K7QM-2XWP-9RTD' })).toBeInTheDocument();
  });
});

describe('the admin console', () => {
  it.each([
    ['a visitor', null],
    ['a verified user', account()],
    ['a professional', account({ professional: true })],
  ])('sends %s on /admin/… to /', async (_who, who) => {
    if (who) useSessionStore.getState().signIn(who);
    const router = await visit('/admin/professionals');
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
  });

  it("lets an admin in, with the console's own sections and without the site's navbar", async () => {
    stubApi({
      'GET /account': { status: 401, code: 'UNAUTHENTICATED', message: 'You need to be signed in' },
      'GET /professionals/review-queue': { data: [] },
    });
    useSessionStore.getState().signIn(account({ admin: true }));
    const router = await visit('/admin/professionals');
    expect(await screen.findByRole('heading', { level: 1, name: 'Professionals waiting for verification' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/admin/professionals');
    const sections = screen.getByRole('navigation', { name: 'Admin sections' });
    expect(within(sections).getByRole('link', { name: 'Professionals' })).toHaveAttribute('aria-current', 'page');
    expect(screen.queryByRole('navigation', { name: 'Main' })).not.toBeInTheDocument();
    expect(screen.queryByRole('contentinfo')).not.toBeInTheDocument();
  });
});

describe('other routes', () => {
  it('/listings/listhub/report/{file} is the ListHub report (listhub_report), without the navbar or the footer', async () => {
    stubApi({
      'GET /account': { status: 401, code: 'UNAUTHENTICATED', message: 'You need to be signed in' },
      'GET /listhub/imports/feed.xml': { status: 401, code: 'UNAUTHENTICATED', message: 'You need to be signed in' },
    });
    await visit('/listings/listhub/report/feed.xml');
    expect(await screen.findByRole('heading', { level: 1, name: 'ListHub import report' })).toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: 'Main' })).not.toBeInTheDocument();
    // The footer would appear after 300 ms; it does not.
    await new Promise((resolve) => setTimeout(resolve, 400));
    expect(screen.queryByRole('contentinfo')).not.toBeInTheDocument();
  });

  it('shows page-not-found for an unknown account section', async () => {
    useSessionStore.getState().signIn(account());
    await visit('/dashboard/account/no-such-section');
    expect(await screen.findByRole('heading', { level: 1, name: 'Page not found' })).toBeInTheDocument();
  });

  it('/dashboard/profile/settings shows Edit Profile, and the dashboard marks Account as current', async () => {
    useSessionStore.getState().signIn(account());
    await visit('/dashboard/profile/settings');
    expect(await screen.findByRole('heading', { level: 1, name: 'Edit Profile' })).toBeInTheDocument();
    const sections = screen.getByRole('navigation', { name: 'Dashboard sections' });
    expect(within(sections).getByRole('link', { name: 'Account' })).toHaveAttribute('aria-current', 'page');
  });

  it('/checkout/{checkoutId} is a verified-account route', async () => {
    useSessionStore.getState().signIn(account({ verified: false }));
    const router = await visit('/checkout/00000000-0000-4000-8000-00000000c001');
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(usePopupStore.getState()).toMatchObject({
      open: 'verifyRequired',
      continueTo: '/checkout/00000000-0000-4000-8000-00000000c001',
    });
  });

  it('/dashboard/wallet/receipts/{paymentId} shows the receipt page under Wallet', async () => {
    useSessionStore.getState().signIn(account());
    await visit('/dashboard/wallet/receipts/00000000-0000-4000-8000-00000000fa01');
    expect(await screen.findByRole('heading', { level: 1, name: 'Receipt' })).toBeInTheDocument();
    const sections = screen.getByRole('navigation', { name: 'Dashboard sections' });
    expect(within(sections).getByRole('link', { name: 'Wallet' })).toHaveAttribute('aria-current', 'page');
  });

  it('shows page-not-found for an unknown path', async () => {
    await visit('/no/such/page');
    expect(await screen.findByRole('heading', { level: 1, name: 'Page not found' })).toBeInTheDocument();
  });

  it('/inspection/add opens the inspection order form for an address, not /inspection/{property_id}', async () => {
    useSessionStore.getState().signIn(account());
    await visit('/inspection/add');
    expect(await screen.findByRole('heading', { level: 1, name: 'Order an inspection' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Find inspectors' })).toBeInTheDocument();
  });

  it('/find-professional/{profession} and /professional/{id}/{zipCode} open the directory and the profile, not coming-soon', async () => {
    stubApi({
      'GET /account': { status: 401, code: 'UNAUTHENTICATED', message: 'You need to be signed in' },
      'GET /searchProfessional': { data: { results: [], total: 0, page: 1, pageSize: 10 } },
      'GET /professionals/00000000-0000-4000-8000-0000000000a1': { status: 404, code: 'NOT_FOUND', message: 'Page not found' },
    });
    await visit('/find-professional/notary');
    // Each page's module loads on first use, which a busy machine takes a while over.
    expect(await screen.findByRole('heading', { level: 1, name: 'Find a professional: Notary' }, { timeout: 10_000 })).toBeInTheDocument();
    await visit('/professional/00000000-0000-4000-8000-0000000000a1/78701');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'This professional is not in the directory' }, { timeout: 10_000 }),
    ).toBeInTheDocument();
  });

  it('/register/{promo} leads a configured promo to the professional register', async () => {
    useSessionStore.getState().signIn(account());
    const router = await visit('/register/BOGO');
    await waitFor(() => expect(router.state.location.pathname).toBe('/professional/register'));
    expect(router.state.location.search).toBe('?promo=bogo');
  });

  it('/register/{promo} with an unknown promo changes nothing and lands home', async () => {
    const router = await visit('/register/free-money');
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
  });

  it('?action=signup opens the sign-up popup', async () => {
    await visit('/about?action=signup');
    await waitFor(() => expect(usePopupStore.getState().open).toBe('signup'));
  });

  it('continues to the remembered route once the person qualifies', async () => {
    const router = await visit('/dashboard/messages');
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    act(() => useSessionStore.getState().signIn(account()));
    const target = usePopupStore.getState().continueTo;
    await act(() => router.navigate(target ?? '/'));
    expect(router.state.location.pathname).toBe('/dashboard/messages');
  });
});
