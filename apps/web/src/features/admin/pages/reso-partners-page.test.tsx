import type { TResoPartner } from '@app/shared/reso/reso-partners.schema';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithApp } from '../../../../test/render';
import { sentBody, stubApi } from '../../../../test/stub-api';
import { resetStores } from '../../../../test/test-helpers';
import ResoPartnersPage from './reso-partners-page';

const PARTNER_ID = '00000000-0000-4000-8000-00000000ee01';

function buildPartner(overrides: Partial<TResoPartner> = {}): TResoPartner {
  return {
    _id: PARTNER_ID,
    name: 'Casa Portal',
    clientId: 'reso_abc123',
    createdAt: '2026-03-01T10:00:00.000Z',
    lastTokenAt: null,
    revokedAt: null,
    ...overrides,
  };
}

function renderPage(routes: Parameters<typeof stubApi>[0] = {}) {
  const fetchMock = stubApi({ 'GET /admin/reso-partners': { data: [buildPartner()] }, ...routes });
  renderWithApp(null, { path: '/admin/reso-partners', routes: [{ path: '/admin/reso-partners', element: <ResoPartnersPage /> }] });
  return fetchMock;
}

beforeEach(resetStores);
afterEach(() => vi.unstubAllGlobals());

describe('RESO partners page', () => {
  it('lists each partner with its client id, never-used token and a Revoke button', async () => {
    renderPage({
      'GET /admin/reso-partners': {
        data: [
          buildPartner(),
          buildPartner({ _id: `${PARTNER_ID.slice(0, -1)}2`, name: 'Old Portal', revokedAt: '2026-03-05T10:00:00.000Z' }),
        ],
      },
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'RESO partners' })).toBeInTheDocument();
    const row = await screen.findByRole('row', { name: /Casa Portal/ });
    expect(row).toHaveTextContent('reso_abc123');
    expect(row).toHaveTextContent('Never');
    expect(within(row).getByRole('button', { name: 'Revoke Casa Portal' })).toBeInTheDocument();
    const revoked = screen.getByRole('row', { name: /Old Portal/ });
    expect(revoked).toHaveTextContent(/Revoked on/);
    expect(within(revoked).queryByRole('button')).not.toBeInTheDocument();
  });

  it('creates a partner and shows its secret once, then the form again', async () => {
    const user = userEvent.setup();
    const fetchMock = renderPage({
      'POST /admin/reso-partners': {
        status: 201,
        data: { ...buildPartner({ name: 'Nuevo Portal', clientId: 'reso_new' }), clientSecret: 's3cret-shown-once' },
      },
    });
    await user.type(await screen.findByLabelText(/Partner name/), 'Nuevo Portal');
    await user.click(screen.getByRole('button', { name: 'Create partner' }));
    expect(await screen.findByRole('heading', { name: 'Client credentials for Nuevo Portal' })).toBeInTheDocument();
    expect(screen.getByText('s3cret-shown-once')).toBeInTheDocument();
    expect(screen.getByText('reso_new')).toBeInTheDocument();
    const posted = fetchMock.mock.calls.findIndex(([, init]) => init?.method === 'POST');
    expect(sentBody(fetchMock, posted).body).toEqual({ name: 'Nuevo Portal' });
    await user.click(screen.getByRole('button', { name: 'Done' }));
    expect(screen.queryByText('s3cret-shown-once')).not.toBeInTheDocument();
    expect(screen.getByLabelText(/Partner name/)).toHaveValue('');
  });

  it('asks for a name before calling the server', async () => {
    const user = userEvent.setup();
    const fetchMock = renderPage();
    await user.click(await screen.findByRole('button', { name: 'Create partner' }));
    expect(await screen.findByText('This field is required.')).toBeInTheDocument();
    expect(fetchMock.mock.calls.some(([, init]) => init?.method === 'POST')).toBe(false);
  });

  it('revokes a partner after asking why', async () => {
    const user = userEvent.setup();
    const fetchMock = renderPage({
      [`POST /admin/reso-partners/${PARTNER_ID}/revoke`]: { data: buildPartner({ revokedAt: '2026-03-06T10:00:00.000Z' }) },
    });
    await user.click(await screen.findByRole('button', { name: 'Revoke Casa Portal' }));
    const dialog = await screen.findByRole('dialog', { name: 'Revoke Casa Portal' });
    await user.type(within(dialog).getByLabelText(/Why/), 'Contract ended');
    await user.click(within(dialog).getByRole('button', { name: 'Revoke' }));
    await vi.waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    const posted = fetchMock.mock.calls.findIndex(([, init]) => init?.method === 'POST');
    expect(sentBody(fetchMock, posted).body).toEqual({ why: 'Contract ended' });
  });
});
