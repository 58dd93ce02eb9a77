import { screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { resetStores } from '../../../test/test-helpers';
import { useSessionStore, type SessionAccount } from '../../lib/session/session-store';
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

describe('Professional sections', () => {
  beforeEach(resetStores);
  const person: SessionAccount = {
    _id: '00000000-0000-4000-8000-000000000001',
    email: 'ana@example.com',
    firstName: 'Ana',
    lastName: 'Silva',
    verified: true,
    professional: false,
    admin: false,
  };

  async function sectionNames(account: SessionAccount) {
    useSessionStore.getState().signIn(account);
    await renderWithApp(null, { path: '/dashboard/saved', routes });
    const nav = await screen.findByRole('navigation', { name: 'Dashboard sections' });
    return within(nav)
      .getAllByRole('link')
      .map((link) => link.textContent);
  }

  it('shows professionals Membership and Professional verification', async () => {
    const names = await sectionNames({ ...person, professional: true });
    expect(names).toEqual(expect.arrayContaining(['Membership', 'Professional verification', 'Services I provide']));
  });

  it('hides them from everyone else', async () => {
    const names = await sectionNames(person);
    expect(names).not.toContain('Membership');
    expect(names).not.toContain('Professional verification');
    expect(names).not.toContain('Services I provide');
  });
});
