import type { TListhubReport } from '@app/shared/listhub/listhub.schema';
import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { buildAccount } from '../../../../test/fixtures/account.fixture';
import { renderWithApp } from '../../../../test/render';
import { stubApi, type StubReply } from '../../../../test/stub-api';
import { callsTo, resetStores } from '../../../../test/test-helpers';
import { usePopupStore } from '../../../lib/popups/popup-store';
import { useSessionStore } from '../../../lib/session/session-store';
import { toSessionAccount } from '../../../lib/session/store-account';
import ListhubReportPage from './listhub-report-page';

const FILE = 'listhub-20261126-143000-a1b2c3.xml';
const ROUTE = `GET /listhub/imports/${FILE}`;
const routes = [{ path: '/listings/listhub/report/:file', element: <ListhubReportPage /> }];

function report(overrides: Partial<TListhubReport> = {}): TListhubReport {
  return {
    _id: '6f1c2f4e-9a3b-4c55-8e2d-0b1a2c3d4e5f',
    file: FILE,
    full: true,
    status: 'done',
    total: 300,
    processed: 300,
    counts: { created: 280, updated: 4, unchanged: 3, expired: 2, rejected: 13 },
    rejects: [
      { line: 412, listingKey: 'LH100024', reason: 'missing-field', detail: 'ListPrice' },
      { line: 851, listingKey: null, reason: 'missing-listing-key', detail: 'ListingKey' },
    ],
    createdAt: '2026-11-26T14:30:00.000Z',
    finishedAt: '2026-11-26T14:31:10.000Z',
    ...overrides,
  };
}

function visit(reply: StubReply | (() => StubReply)) {
  const fetchMock = stubApi({ [ROUTE]: typeof reply === 'function' ? () => reply() : reply });
  return { fetchMock, view: renderWithApp(null, { path: `/listings/listhub/report/${FILE}`, routes }) };
}

beforeEach(() => resetStores());
afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

describe('the ListHub import report page', () => {
  it('shows an import that runs with a progress bar, asks again until it is done, then the counts and every rejected record', async () => {
    act(() => useSessionStore.getState().signIn(toSessionAccount(buildAccount({ roles: { professional: false, admin: true } }))));
    let calls = 0;
    const { fetchMock, view } = visit(() => {
      calls += 1;
      return { data: calls === 1 ? report({ status: 'running', processed: 120, finishedAt: null }) : report() };
    });
    await view;
    expect(await screen.findByRole('heading', { level: 1, name: 'ListHub import report' })).toBeInTheDocument();
    const bar = await screen.findByRole('progressbar', { name: 'Import progress' });
    expect(bar).toHaveAttribute('aria-valuenow', '120');
    expect(bar).toHaveAttribute('aria-valuemax', '300');
    expect(bar).toHaveAttribute('aria-valuetext', '120 of 300 records');
    expect(screen.getByRole('status')).toHaveTextContent('Importing');

    // The page asks again every 2 seconds while the import runs.
    expect(await screen.findByText(/Import finished/, {}, { timeout: 5000 })).toBeInTheDocument();
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
    expect(callsTo(fetchMock, ROUTE)).toBe(2);
    const counts = screen.getByRole('region', { name: 'Listings' });
    expect(within(counts).getByText('Created').nextSibling).toHaveTextContent('280');
    expect(within(counts).getByText('Rejected records').nextSibling).toHaveTextContent('13');
    const table = screen.getByRole('table', { name: '2 rejected records' });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(
      rows.map((row) =>
        within(row)
          .getAllByRole('cell')
          .map((cell) => cell.textContent),
      ),
    ).toEqual([
      ['412', 'LH100024', 'A required element is missing', 'ListPrice'],
      ['851', '(none)', 'No ListingKey', 'ListingKey'],
    ]);
    // Done: no more asking.
    await new Promise((resolve) => setTimeout(resolve, 2500));
    expect(callsTo(fetchMock, ROUTE)).toBe(2);
  }, 15_000);

  it('reads in the reader’s language', async () => {
    act(() => useSessionStore.getState().signIn(toSessionAccount(buildAccount({ roles: { professional: false, admin: true } }))));
    stubApi({ [ROUTE]: { data: report() } });
    await renderWithApp(null, { path: `/listings/listhub/report/${FILE}`, routes, locale: 'zh-Hant' });
    expect(await screen.findByRole('heading', { level: 1, name: 'ListHub 匯入報告' })).toBeInTheDocument();
    expect(await screen.findByText('缺少 ListingKey')).toBeInTheDocument();
  });

  it('tells a signed-in account that is not an admin it cannot see the report', async () => {
    act(() => useSessionStore.getState().signIn(toSessionAccount(buildAccount())));
    const { view } = visit({ status: 403, code: 'FORBIDDEN', message: 'Forbidden' });
    await view;
    expect(await screen.findByRole('alert')).toHaveTextContent('Only admins can see ListHub import reports.');
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });

  it('asks a visitor to log in as an admin, and says when no import has the file', async () => {
    act(() => useSessionStore.getState().signOut());
    const { view } = visit({ status: 401, code: 'NOT_SIGNED_IN', message: 'You need to be signed in' });
    await view;
    expect(await screen.findByRole('alert')).toHaveTextContent('Log in with an admin account to see this report.');
    await userEvent.setup().click(screen.getByRole('button', { name: 'Log in' }));
    expect(usePopupStore.getState()).toMatchObject({ open: 'login', continueTo: `/listings/listhub/report/${FILE}` });
  });

  it('says when no import has the file', async () => {
    act(() => useSessionStore.getState().signIn(toSessionAccount(buildAccount({ roles: { professional: false, admin: true } }))));
    const { view } = visit({ status: 404, code: 'NOT_FOUND', message: 'Page not found' });
    await view;
    expect(await screen.findByRole('alert')).toHaveTextContent(`No ListHub import has the file ${FILE}.`);
  });
});
