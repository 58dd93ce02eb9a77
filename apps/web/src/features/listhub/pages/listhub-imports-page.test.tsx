import type { TListhubImportSummary } from '@app/shared/listhub/listhub.schema';
import { MESSAGES } from '@app/shared/messages/messages';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithApp } from '../../../../test/render';
import { stubApi } from '../../../../test/stub-api';
import { callsTo } from '../../../../test/test-helpers';
import ListhubImportsPage from './listhub-imports-page';

const FILE = 'listhub-20261126-143000-a1b2c3.xml';
const summary: TListhubImportSummary = {
  _id: '6f1c2f4e-9a3b-4c55-8e2d-0b1a2c3d4e5f',
  file: FILE,
  full: true,
  status: 'done',
  total: 300,
  processed: 300,
  counts: { created: 280, updated: 4, unchanged: 3, expired: 2, rejected: 11 },
  createdAt: '2026-11-26T14:30:00.000Z',
  finishedAt: '2026-11-26T14:31:10.000Z',
};
const routes = [
  { path: '/admin/listhub', element: <ListhubImportsPage /> },
  { path: '/listings/listhub/report/:file', element: <p>the report</p> },
];

afterEach(() => vi.unstubAllGlobals());

describe('the admin’s ListHub imports page', () => {
  it('lists the latest imports with links to their reports, and uploads a feed as XML, then opens its report', async () => {
    const fetchMock = stubApi({
      'GET /listhub/imports': { data: [summary] },
      'POST /listhub/imports': { data: { ...summary, file: 'listhub-new.xml', status: 'running', processed: 0, rejects: [] } },
    });
    const { router } = await renderWithApp(null, { path: '/admin/listhub', routes });
    expect(await screen.findByRole('link', { name: FILE })).toHaveAttribute('href', `/listings/listhub/report/${FILE}`);
    expect(screen.getByText(/Created 280 · Updated 4 · Unchanged 3 · Expired 2 · Rejected 11/)).toBeInTheDocument();

    const user = userEvent.setup();
    // Nothing chosen: nothing is sent.
    await user.click(screen.getByRole('button', { name: 'Import' }));
    expect(screen.getByRole('alert')).toHaveTextContent(MESSAGES.required);
    expect(callsTo(fetchMock, 'POST /listhub/imports')).toBe(0);

    const feed = new File(['<Listings></Listings>'], 'feed.xml', { type: 'text/xml' });
    await user.upload(screen.getByLabelText('Feed file (XML)'), feed);
    await user.click(screen.getByRole('checkbox', { name: /Full feed/ }));
    await user.click(screen.getByRole('button', { name: 'Import' }));
    expect(await screen.findByText('the report')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/listings/listhub/report/listhub-new.xml');
    const [url, init] = fetchMock.mock.calls.find(([, request]) => request?.method === 'POST') ?? [];
    expect(String(url)).toContain('/api/v1/listhub/imports?full=false');
    expect(init?.body).toBe(feed);
    expect(new Headers(init?.headers).get('content-type')).toBe('application/xml');
  });

  it('shows why the server refused a feed, keeping the form', async () => {
    stubApi({
      'GET /listhub/imports': { data: [] },
      'POST /listhub/imports': { status: 409, code: 'LISTHUB_IMPORT_RUNNING', message: MESSAGES.listhubImportRunning },
    });
    await renderWithApp(null, { path: '/admin/listhub', routes });
    expect(await screen.findByText('No feed has been imported yet.')).toBeInTheDocument();
    const user = userEvent.setup();
    await user.upload(screen.getByLabelText('Feed file (XML)'), new File(['<Listings/>'], 'feed.xml', { type: 'text/xml' }));
    await user.click(screen.getByRole('button', { name: 'Import' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(MESSAGES.listhubImportRunning);
    expect(screen.getByRole('checkbox', { name: /Full feed/ })).toBeChecked();
  });
});
