import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithApp } from '../../../../test/render';
import { stubApi } from '../../../../test/stub-api';
import { usePopupStore } from '../../../lib/popups/popup-store';
import { useSessionStore, type SessionAccount } from '../../../lib/session/session-store';
import { Navbar } from './navbar';

const person: SessionAccount = {
  _id: '00000000-0000-4000-8000-000000000001',
  email: 'ana@example.com',
  firstName: 'Ana',
  lastName: 'Lopez',
  verified: true,
  professional: false,
  admin: false,
};

function signIn(overrides: Partial<SessionAccount> = {}) {
  useSessionStore.getState().signIn({ ...person, ...overrides });
}

async function openProfileMenu() {
  await userEvent.click(screen.getByRole('button', { name: 'Account menu for Ana' }));
  return screen.getByRole('button', { name: 'Account menu for Ana' }).parentElement!;
}

// A browser holding the signed-in cookie starts the session as loading until GET /account answers; these tests start from a known visitor.
beforeEach(() => {
  useSessionStore.getState().signOut();
});

afterEach(() => {
  useSessionStore.getState().signOut();
  usePopupStore.getState().close();
  vi.unstubAllGlobals();
});

describe('Navbar', () => {
  it('offers visitors Log in and Sign up, which open the login and signup popups', async () => {
    await renderWithApp(<Navbar />);
    await userEvent.click(screen.getByRole('button', { name: 'Log in' }));
    expect(usePopupStore.getState().open).toBe('login');
    await userEvent.click(screen.getByRole('button', { name: 'Sign up' }));
    expect(usePopupStore.getState().open).toBe('signup');
    expect(screen.queryByRole('button', { name: /Account menu/ })).not.toBeInTheDocument();
  });

  it('shows a signed-in person the profile menu without the professional-only entries', async () => {
    signIn();
    await renderWithApp(<Navbar />);
    expect(screen.queryByRole('button', { name: 'Log in' })).not.toBeInTheDocument();
    const menu = await openProfileMenu();
    expect(within(menu).getByRole('link', { name: 'Account' })).toHaveAttribute('href', '/dashboard/account/profile');
    expect(within(menu).getByRole('link', { name: 'Wallet' })).toHaveAttribute('href', '/dashboard/wallet');
    for (const name of ['Services I provide', 'Appraisal', 'Inspection', 'Admin console']) {
      expect(within(menu).queryByRole('link', { name })).not.toBeInTheDocument();
    }
  });

  it('shows admins the Admin console', async () => {
    signIn({ admin: true });
    await renderWithApp(<Navbar />);
    expect(within(await openProfileMenu()).getByRole('link', { name: 'Admin console' })).toHaveAttribute('href', '/admin');
  });

  it('shows professionals Services I provide, Appraisal and Inspection', async () => {
    signIn({ professional: true });
    await renderWithApp(<Navbar />);
    const menu = await openProfileMenu();
    expect(within(menu).getByRole('link', { name: 'Services I provide' })).toHaveAttribute(
      'href',
      '/dashboard/professional/services/media',
    );
    expect(within(menu).getByRole('link', { name: 'Appraisal' })).toHaveAttribute('href', '/dashboard/appraisal');
    expect(within(menu).getByRole('link', { name: 'Inspection' })).toHaveAttribute('href', '/dashboard/inspection');
    expect(within(menu).queryByRole('link', { name: 'Admin console' })).not.toBeInTheDocument();
  });

  it('marks the entries needing a verified account for an unverified person only', async () => {
    signIn({ verified: false });
    await renderWithApp(<Navbar />);
    const menu = await openProfileMenu();
    expect(within(menu).getByRole('link', { name: /Add a property.*needs a verified account/ })).toBeInTheDocument();
    expect(within(menu).getByRole('link', { name: /^Offers$/ })).toBeInTheDocument();
  });

  it('closes an open menu with Escape and returns focus to its button', async () => {
    await renderWithApp(<Navbar />);
    const buy = screen.getByRole('button', { name: 'Buy' });
    await userEvent.click(buy);
    expect(buy).toHaveAttribute('aria-expanded', 'true');
    const condo = screen.getByRole('link', { name: 'Condo' });
    expect(condo).toHaveAttribute('href', '/results?searchPropertyType=condo');
    condo.focus();
    await userEvent.keyboard('{Escape}');
    expect(buy).toHaveAttribute('aria-expanded', 'false');
    expect(buy).toHaveFocus();
    expect(screen.queryByRole('link', { name: 'Condo' })).not.toBeInTheDocument();
  });

  it('opens a menu with ArrowDown on its button and moves through the entries with the arrow keys', async () => {
    await renderWithApp(<Navbar />);
    screen.getByRole('button', { name: 'Sell' }).focus();
    await userEvent.keyboard('{ArrowDown}');
    expect(screen.getByRole('link', { name: /List a property/ })).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}');
    expect(screen.getByRole('link', { name: 'How selling works' })).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}');
    expect(screen.getByRole('link', { name: /List a property/ })).toHaveFocus();
  });

  it('closes an open menu on a click outside it', async () => {
    await renderWithApp(<Navbar />);
    await userEvent.click(screen.getByRole('button', { name: 'Saved' }));
    expect(screen.getByRole('link', { name: 'Saved searches' })).toHaveAttribute('href', '/dashboard/saved?tab=searches');
    await userEvent.click(document.body);
    expect(screen.queryByRole('link', { name: 'Saved searches' })).not.toBeInTheDocument();
  });

  it('logs out from the profile menu and goes home', async () => {
    stubApi({ 'POST /account/logout': { data: { done: true } } });
    signIn();
    const { router } = await renderWithApp(<Navbar />, { path: '/dashboard/wallet' });
    const menu = await openProfileMenu();
    await userEvent.click(within(menu).getByRole('button', { name: 'Log out' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(useSessionStore.getState().status).toBe('visitor');
  });

  it('opens the full menu from the hamburger button on small screens', async () => {
    await renderWithApp(<Navbar />);
    const hamburger = screen.getByRole('button', { name: 'Open menu' });
    const panel = document.getElementById(hamburger.getAttribute('aria-controls')!)!;
    // Shut, the panel is hidden and empty: no second copy of the navigation on every page.
    expect(panel).toBeEmptyDOMElement();
    await userEvent.click(hamburger);
    expect(hamburger).toHaveAttribute('aria-expanded', 'true');
    expect(hamburger).toHaveAccessibleName('Close menu');
    expect(within(panel).getByRole('link', { name: 'Find professionals' })).toHaveAttribute('href', '/find-professional');
    // Arrow keys skip the links of closed groups: from the first group's summary straight to the next group.
    await userEvent.keyboard('{ArrowDown}');
    expect(document.activeElement).toHaveTextContent('Buy');
    await userEvent.keyboard('{ArrowDown}');
    expect(document.activeElement).toHaveTextContent('Sell');
    await userEvent.click(within(panel).getByRole('button', { name: 'Log in' }));
    expect(usePopupStore.getState().open).toBe('login');
    expect(hamburger).toHaveAttribute('aria-expanded', 'false');
    expect(panel).toBeEmptyDOMElement();
  });
});
