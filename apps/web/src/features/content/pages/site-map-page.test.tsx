import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithApp } from '../../../../test/render';
import SiteMapPage from './site-map-page';

describe('site map', () => {
  it('links to /about, /faq, /contact and /terms among its groups', async () => {
    await renderWithApp(<SiteMapPage />, { path: '/site-map' });
    await screen.findByRole('heading', { level: 1, name: 'Site map' });
    const hrefs = screen.getAllByRole('link').map((link) => link.getAttribute('href'));
    expect(hrefs).toEqual(expect.arrayContaining(['/about', '/faq', '/contact', '/terms', '/results', '/dashboard/listings/new', '/professional/register']));
    for (const group of ['Buy', 'Sell', 'Professionals', 'Resources', 'Company', 'Legal', 'Your account']) {
      expect(screen.getByRole('navigation', { name: group })).toBeInTheDocument();
    }
  });

  it('opens the Terms & Conditions in a new tab, and says so', async () => {
    await renderWithApp(<SiteMapPage />, { path: '/site-map' });
    await screen.findByRole('heading', { level: 1 });
    const terms = screen.getAllByRole('link').find((link) => link.getAttribute('href') === '/terms');
    expect(terms).toHaveAccessibleName('Terms & Conditions (opens in a new tab)');
    expect(terms).toHaveAttribute('target', '_blank');
  });
});
