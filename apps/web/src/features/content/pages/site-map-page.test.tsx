import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithApp } from '../../../../test/render';
import { useSessionStore } from '../../../lib/session/session-store';
import SiteMapPage from './site-map-page';

describe('site map', () => {
  it('links to /about, /faq, /contact and /terms among its groups', async () => {
    await renderWithApp(<SiteMapPage />, { path: '/site-map' });
    await screen.findByRole('heading', { level: 1, name: 'Site map' });
    const hrefs = screen.getAllByRole('link').map((link) => link.getAttribute('href'));
    expect(hrefs).toEqual(
      expect.arrayContaining(['/about', '/faq', '/contact', '/terms', '/results', '/dashboard/listings/new', '/professional/register']),
    );
    for (const group of ['Buy', 'Sell', 'Professionals', 'Resources', 'Company', 'Legal', 'Your account']) {
      expect(screen.getByRole('navigation', { name: group })).toBeInTheDocument();
    }
  });

  it('Settings opens the account settings; Membership is listed for professionals only', async () => {
    useSessionStore.getState().signOut();
    const { unmount } = await renderWithApp(<SiteMapPage />, { path: '/site-map' });
    expect(await screen.findByRole('link', { name: 'Settings' })).toHaveAttribute('href', '/dashboard/account/settings');
    expect(screen.queryByRole('link', { name: 'Membership' })).not.toBeInTheDocument();
    unmount();
    useSessionStore.getState().signIn({
      _id: '00000000-0000-4000-8000-000000000001',
      email: 'pro@example.com',
      firstName: 'Pat',
      lastName: 'Pro',
      verified: true,
      professional: true,
      admin: false,
    });
    await renderWithApp(<SiteMapPage />, { path: '/site-map' });
    expect(await screen.findByRole('link', { name: 'Membership' })).toHaveAttribute('href', '/dashboard/professional/membership');
    useSessionStore.getState().signOut();
  });

  it('opens the Terms & Conditions in a new tab, and says so', async () => {
    await renderWithApp(<SiteMapPage />, { path: '/site-map' });
    await screen.findByRole('heading', { level: 1 });
    const terms = screen.getAllByRole('link').find((link) => link.getAttribute('href') === '/terms');
    expect(terms).toHaveAccessibleName('Terms & Conditions (opens in a new tab)');
    expect(terms).toHaveAttribute('target', '_blank');
  });
});
