import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithApp } from '../../../test/render';
import DashboardLayout from './dashboard-layout';

const routes = [{ path: '/dashboard', element: <DashboardLayout />, children: [{ path: '*', element: <p>Section page</p> }] }];

async function currentSection(path: string) {
  await renderWithApp(null, { path, routes });
  const nav = await screen.findByRole('navigation', { name: 'Dashboard sections' });
  return within(nav)
    .getAllByRole('link')
    .filter((link) => link.getAttribute('aria-current') === 'page')
    .map((link) => link.textContent);
}

describe('Dashboard sections', () => {
  it.each([
    ['/dashboard/listings/u', 'My properties'],
    ['/dashboard/listings/new', 'My properties'],
    ['/dashboard/listings/00000000-0000-4000-8000-000000000a01/edit', 'My properties'],
    ['/dashboard/communities/new', 'My properties'],
    ['/dashboard/account', 'Account'],
    ['/dashboard/profile/settings', 'Account'],
    ['/dashboard/wallet', 'Wallet'],
  ])('marks the section of %s as current: %s', async (path, section) => {
    expect(await currentSection(path)).toEqual([section]);
  });

  it('marks nothing for a page of no section', async () => {
    expect(await currentSection('/dashboard/elsewhere')).toEqual([]);
  });
});
