import type { TLead, TLeadsPage } from '@app/shared/leads/leads.schema';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { LocaleId } from '../../../lib/i18n/locales';
import { renderWithApp } from '../../../../test/render';
import { stubApi, type StubRoutes } from '../../../../test/stub-api';
import { resetStores } from '../../../../test/test-helpers';
import LeadsPage from './leads-page';

const LISTING_ID = '00000000-0000-4000-8000-0000000011a1';

function buildLead(overrides: Partial<TLead> = {}): TLead {
  return {
    conversationId: '00000000-0000-4000-8000-0000000011c1',
    visitor: { firstName: 'Ana', lastName: 'Ruiz' },
    subject: 'listing',
    listing: { _id: LISTING_ID, title: 'Sunlit bungalow' },
    contactedAt: '2026-03-05T15:00:00.000Z',
    answeredAt: null,
    ...overrides,
  };
}

const page = (leads: TLead[], extra: Partial<TLeadsPage> = {}): { data: TLeadsPage } => ({
  data: { leads, page: 1, pageSize: 25, total: leads.length, unanswered: leads.filter((lead) => !lead.answeredAt).length, ...extra },
});

function renderLeads(routes: StubRoutes, locale: LocaleId = 'en-us') {
  const fetchMock = stubApi(routes);
  renderWithApp(null, { path: '/dashboard/leads', locale, routes: [{ path: '/dashboard/leads', element: <LeadsPage /> }] });
  return fetchMock;
}

beforeEach(resetStores);
afterEach(() => vi.unstubAllGlobals());

describe('Leads page', () => {
  it('shows who contacted the owner, about which listing or their profile, when, and whether they answered', async () => {
    renderLeads({
      'GET /leads': page([
        buildLead(),
        buildLead({
          conversationId: '00000000-0000-4000-8000-0000000011c2',
          visitor: { firstName: 'Mei', lastName: 'Lin' },
          subject: 'professional',
          listing: null,
          answeredAt: '2026-03-06T09:30:00.000Z',
        }),
      ]),
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Leads' })).toBeInTheDocument();
    expect(await screen.findByText('2 leads, 1 waiting for your answer')).toBeInTheDocument();
    const ana = screen.getByRole('row', { name: /Ana Ruiz/ });
    expect(within(ana).getByRole('link', { name: 'Sunlit bungalow' })).toHaveAttribute('href', `/listings/${LISTING_ID}`);
    expect(ana).toHaveTextContent('Not yet');
    expect(within(ana).getByRole('link', { name: 'Conversation with Ana Ruiz' })).toHaveAttribute(
      'href',
      '/dashboard/messages?conversation=00000000-0000-4000-8000-0000000011c1',
    );
    const mei = screen.getByRole('row', { name: /Mei Lin/ });
    expect(mei).toHaveTextContent('Your professional profile');
    expect(mei).toHaveTextContent(/Yes, Mar 6, 2026/);
  });

  it('filters to the leads waiting for an answer, asking the server for them', async () => {
    const user = userEvent.setup();
    const fetchMock = renderLeads({ 'GET /leads': page([buildLead()]) });
    await user.selectOptions(await screen.findByLabelText('Show'), 'Waiting for your answer');
    await vi.waitFor(() => expect(fetchMock.mock.calls.some(([input]) => String(input).includes('answered=false'))).toBe(true));
  });

  it("offers the CSV download in the reader's language and says when nobody has written yet", async () => {
    renderLeads({ 'GET /leads': page([]) }, 'es');
    expect(await screen.findByRole('heading', { level: 1, name: 'Contactos' })).toBeInTheDocument();
    expect(await screen.findByText(/Todavía no te ha contactado nadie/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Descargar CSV' })).toHaveAttribute('href', '/api/v1/leads/export?lang=es');
  });
});
