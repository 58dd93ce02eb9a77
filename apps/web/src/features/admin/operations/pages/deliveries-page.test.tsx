import type { TAdminJob, TAdminOutboxMessage } from '@app/shared/admin/operations.schema';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { stubApi } from '../../../../../test/stub-api';
import { resetStores, snackTexts } from '../../../../../test/test-helpers';
import { renderAdmin } from '../../test-helpers';

const FAILED_MAIL: TAdminOutboxMessage = {
  _id: '00000000-0000-4000-8000-00000000c001',
  topic: 'mail',
  status: 'failed',
  attempts: 8,
  lastError: 'Error: 550 mailbox unavailable',
  mailTemplate: 'listing-taken-down',
  mailTo: 'ana@example.com',
  createdAt: '2026-11-26T10:00:00.000Z',
  nextAttemptAt: '2026-11-26T11:00:00.000Z',
  sentAt: null,
};

const FAILING_JOB: TAdminJob = {
  name: 'listing-expiry',
  everyMinutes: 60,
  lastRunAt: '2026-11-25T10:00:00.000Z',
  failing: true,
  failures: 3,
  lastFailedAt: '2026-11-26T09:00:00.000Z',
  lastError: 'Error: connection reset',
};

beforeEach(resetStores);
afterEach(() => vi.unstubAllGlobals());

describe('Admin: outbox and jobs', () => {
  it('opens on the failures: a failed mail with its error, retried once, then gone from the failures', async () => {
    let retried = false;
    const fetchMock = stubApi({
      'GET /admin/jobs': () => ({ data: [] }),
      'GET /admin/outbox': (_body, url) => {
        expect(url.searchParams.get('status')).toBe('failed');
        return { data: { messages: retried ? [] : [FAILED_MAIL], topics: ['mail'], page: 1, pageSize: 25, total: retried ? 0 : 1 } };
      },
      [`POST /admin/outbox/${FAILED_MAIL._id}/retry`]: () => {
        retried = true;
        return { data: { ...FAILED_MAIL, status: 'pending', attempts: 0 } };
      },
    });
    await renderAdmin('/admin/deliveries');
    expect(screen.getByRole('heading', { level: 1, name: 'Outbox and jobs' })).toBeInTheDocument();
    expect(await screen.findByText('No job is failing.')).toBeInTheDocument();
    const row = (await screen.findByText('Mail “listing-taken-down” to ana@example.com')).closest('tr')!;
    expect(row).toHaveTextContent('Failed');
    expect(row).toHaveTextContent('Attempts: 8');
    expect(row).toHaveTextContent('Error: 550 mailbox unavailable');
    expect(screen.getByLabelText('Status')).toHaveValue('failed');

    await userEvent.setup().click(within(row).getByRole('button', { name: 'Retry: Mail “listing-taken-down” to ana@example.com' }));
    await waitFor(() => expect(snackTexts()).toContain('Mail “listing-taken-down” to ana@example.com is queued again.'));
    expect(await screen.findByText('No message matches.')).toBeInTheDocument();
    expect(fetchMock.mock.calls.filter(([input]) => String(input).includes('/retry'))).toHaveLength(1);
  });

  it('shows a failing job with its error and says when its retry fails again', async () => {
    stubApi({
      'GET /admin/jobs': (_body, url) => {
        expect(url.searchParams.get('failed')).toBe('true');
        return { data: [FAILING_JOB] };
      },
      'GET /admin/outbox': () => ({ data: { messages: [], topics: [], page: 1, pageSize: 25, total: 0 } }),
      'POST /admin/jobs/listing-expiry/retry': () => ({ data: { outcome: 'failed', job: { ...FAILING_JOB, failures: 4 } } }),
    });
    await renderAdmin('/admin/deliveries');
    const row = (await screen.findByText('listing-expiry')).closest('tr')!;
    expect(row).toHaveTextContent('Failing (3 runs in a row)');
    expect(row).toHaveTextContent('Error: connection reset');
    expect(row).toHaveTextContent('Every 60 min');
    await userEvent.setup().click(within(row).getByRole('button', { name: 'Retry: listing-expiry' }));
    await waitFor(() => expect(snackTexts()).toContain('listing-expiry failed again; its error is shown.'));
  });

  it('lists every job, healthy ones without Retry, once "Only failing jobs" is unticked', async () => {
    stubApi({
      'GET /admin/jobs': (_body, url) => ({
        data: url.searchParams.get('failed')
          ? []
          : [{ ...FAILING_JOB, name: 'auth-cleanup', failing: false, failures: 0, lastError: null, lastFailedAt: null }],
      }),
      'GET /admin/outbox': () => ({ data: { messages: [], topics: [], page: 1, pageSize: 25, total: 0 } }),
    });
    await renderAdmin('/admin/deliveries');
    await screen.findByText('No job is failing.');
    await userEvent.setup().click(screen.getByRole('checkbox', { name: 'Only failing jobs' }));
    const row = (await screen.findByText('auth-cleanup')).closest('tr')!;
    expect(row).toHaveTextContent('Running fine');
    expect(within(row).queryByRole('button')).toBeNull();
  });
});
