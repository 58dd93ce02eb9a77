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

describe('other routes', () => {
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

  it('shows the coming-soon screen, named after the feature, for an unbuilt route', async () => {
    await visit('/find-professional');
    expect(await screen.findByRole('heading', { level: 1, name: /Find a professional/ })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to the home page' })).toHaveAttribute('href', '/');
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
