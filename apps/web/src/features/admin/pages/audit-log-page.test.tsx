import type { TAdminAuditEvent } from '@app/shared/admin/admin.schema';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { stubApi } from '../../../../test/stub-api';
import { resetStores } from '../../../../test/test-helpers';
import { renderAdmin } from '../test-helpers';

const event = (n: number): TAdminAuditEvent => ({
  _id: `00000000-0000-4000-8000-0000000c${String(n).padStart(4, '0')}`,
  actorId: '00000000-0000-4000-8000-00000000a001',
  actorEmail: 'boss@example.com',
  action: 'account.grant-admin',
  targetKind: 'account',
  targetId: '00000000-0000-4000-8000-00000000a002',
  targetLabel: 'sam@example.com',
  reason: `Round ${n}`,
  at: '2026-03-01T10:00:00.000Z',
});

beforeEach(resetStores);
afterEach(() => vi.unstubAllGlobals());

describe('Admin: audit log', () => {
  it('lists who did what to whom and why, filters through the URL and pages', async () => {
    const fetchMock = stubApi({
      'GET /admin/audit': { data: { events: [event(2), event(1)], page: 1, pageSize: 25, total: 27 } },
    });
    const { router } = await renderAdmin('/admin/audit');
    const table = await screen.findByRole('table', { name: 'Audit log' });
    const [, first] = within(table).getAllByRole('row');
    expect(first).toHaveTextContent('boss@example.com');
    expect(first).toHaveTextContent('Granted the admin role');
    expect(first).toHaveTextContent('sam@example.com');
    expect(first).toHaveTextContent('Round 2');
    expect(screen.getByText('27 actions · page 1 of 2')).toBeInTheDocument();

    const user = userEvent.setup();
    await user.type(screen.getByRole('searchbox', { name: "Admin's email" }), 'boss');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Action' }), 'account.end-sessions');
    await user.click(screen.getByRole('button', { name: 'Apply filters' }));
    expect(router.state.location.search).toBe('?actor=boss&action=account.end-sessions');
    await user.click(await screen.findByRole('button', { name: 'Next page' }));
    expect(new URLSearchParams(router.state.location.search).get('page')).toBe('2');
    const urls = fetchMock.mock.calls.map(([input]) => String(input));
    expect(urls.some((url) => url.includes('actor=boss') && url.includes('action=account.end-sessions') && url.includes('page=2'))).toBe(
      true,
    );
  });

  it('links a ListHub import to its report', async () => {
    const imported: TAdminAuditEvent = {
      ...event(3),
      action: 'listhub.import',
      targetKind: 'listhub-import',
      targetLabel: 'feed-2026-03-01.xml',
      reason: null,
    };
    stubApi({ 'GET /admin/audit': { data: { events: [imported], page: 1, pageSize: 25, total: 1 } } });
    await renderAdmin('/admin/audit');
    const table = await screen.findByRole('table', { name: 'Audit log' });
    expect(within(table).getByText('Imported a ListHub feed')).toBeInTheDocument();
    expect(within(table).getByRole('link', { name: 'Open the report' })).toHaveAttribute(
      'href',
      '/listings/listhub/report/feed-2026-03-01.xml',
    );
  });
});
