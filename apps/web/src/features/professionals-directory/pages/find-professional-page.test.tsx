import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { buildProfessionalCard } from '../../../../test/fixtures/professionals.fixture';
import { renderWithApp } from '../../../../test/render';
import { stubApi, type StubReply } from '../../../../test/stub-api';
import { resetStores } from '../../../../test/test-helpers';
import type { LocaleId } from '../../../lib/i18n/locales';
import FindProfessionalPage from './find-professional-page';

const routes = [
  { path: '/find-professional', element: <FindProfessionalPage /> },
  { path: '/find-professional/:profession', element: <FindProfessionalPage /> },
];

const page = (results: ReturnType<typeof buildProfessionalCard>[], total = results.length, number = 1) => ({
  data: { results, total, page: number, pageSize: 10 },
});

async function visit(path: string, reply: StubReply, locale: LocaleId = 'en-us') {
  const fetchMock = stubApi({ 'GET /searchProfessional': reply, 'GET /places': { data: [] } });
  const rendered = await renderWithApp(null, { path, routes, locale });
  return { ...rendered, fetchMock };
}

/** The query of the n-th directory search the page made. */
const searched = (fetchMock: ReturnType<typeof stubApi>, index = 0) =>
  new URL(String(fetchMock.mock.calls.filter(([input]) => String(input).includes('/searchProfessional'))[index]?.[0]), 'http://x')
    .searchParams;

beforeEach(() => resetStores());
afterEach(() => vi.unstubAllGlobals());

describe('Find a professional', () => {
  it('searches a profession for a ZIP code, announces the count and links each result to its profile for that ZIP', async () => {
    const { fetchMock } = await visit(
      '/find-professional/appraiser?location=78701',
      page([
        buildProfessionalCard({ servesArea: true }),
        buildProfessionalCard({ _id: '00000000-0000-4000-8000-0000000000a2', firstName: 'Ana', lastName: 'Ruiz', spokenLanguages: ['es'] }),
      ]),
    );
    expect(await screen.findByRole('heading', { level: 1, name: 'Find a professional: Appraiser' })).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('2 professionals found'));
    const results = screen.getByRole('list');
    const items = within(results).getAllByRole('listitem');
    expect(items).toHaveLength(2);
    expect(within(items[0]!).getByRole('link', { name: 'Mei Lin' })).toHaveAttribute(
      'href',
      '/professional/00000000-0000-4000-8000-0000000000a1/78701',
    );
    expect(items[0]).toHaveTextContent('Serves this area');
    expect(items[0]).toHaveTextContent('Speaks English and Cantonese');
    expect(items[0]).toHaveTextContent('Lin Appraisals · Austin, TX, United States');
    expect(items[1]).not.toHaveTextContent('Serves this area');
    expect(items[1]).toHaveTextContent('No reviews yet');
    const query = searched(fetchMock);
    expect(query.get('profession')).toBe('appraiser');
    expect(query.get('postalCode')).toBe('78701');
    expect(query.get('place')).toBeNull();
    // The form starts from the URL.
    expect(screen.getByRole('combobox', { name: 'Profession' })).toHaveValue('appraiser');
    expect(screen.getByRole('combobox', { name: 'Postal code or place' })).toHaveValue('78701');
  });

  it('offers the spec’s full list of professions and searches a place and a language from the form', async () => {
    const user = userEvent.setup();
    const { fetchMock, router } = await visit('/find-professional', page([]));
    const profession = await screen.findByRole('combobox', { name: 'Profession' });
    expect(
      within(profession)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual([
      'All professions',
      'Agent',
      'Broker',
      'Appraiser',
      'Inspector',
      'Developer',
      'Escrow Officer',
      'Title Officer',
      'Mortgage Banker',
      'Media Specialist',
      'Lawyer',
      'Notary',
      'Translator',
      'Home Insurance',
      'Home Warranty',
    ]);
    await user.selectOptions(profession, 'inspector');
    await user.type(screen.getByRole('combobox', { name: 'Postal code or place' }), 'Austin, TX');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Spoken language' }), 'es');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/find-professional/inspector'));
    expect(new URLSearchParams(router.state.location.search).get('location')).toBe('Austin, TX');
    await waitFor(() => expect(searched(fetchMock, 1).get('place')).toBe('Austin, TX'));
    expect(searched(fetchMock, 1).get('language')).toBe('es');
    expect(searched(fetchMock, 1).get('profession')).toBe('inspector');
    expect(searched(fetchMock, 1).get('postalCode')).toBeNull();
  });

  it('says when nothing matches, with a way to see every professional', async () => {
    await visit('/find-professional/lawyer?location=99999&language=hi', page([]));
    expect(await screen.findByRole('heading', { name: 'No professionals match this search' })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('0 professionals found');
    expect(screen.getByRole('link', { name: 'Show every professional' })).toHaveAttribute('href', '/find-professional');
  });

  it('pages through results, each page its own URL keeping the search', async () => {
    const cards = Array.from({ length: 10 }, (_, i) =>
      buildProfessionalCard({ _id: `00000000-0000-4000-8000-0000000001${String(i).padStart(2, '0')}`, lastName: `Lin ${i}` }),
    );
    const { fetchMock } = await visit('/find-professional/appraiser?language=en&page=2', page(cards, 25, 2));
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('25 professionals found'));
    expect(screen.getByText('Showing 11–20 of 25')).toBeInTheDocument();
    const pages = screen.getByRole('navigation', { name: 'Result pages' });
    expect(within(pages).getByRole('link', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page');
    expect(within(pages).getByRole('link', { name: 'Page 3' })).toHaveAttribute('href', '/find-professional/appraiser?language=en&page=3');
    expect(within(pages).getByRole('link', { name: 'Previous' })).toHaveAttribute('href', '/find-professional/appraiser?language=en');
    expect(searched(fetchMock).get('page')).toBe('2');
  });

  it('shows the server’s reason with Try again when the search fails', async () => {
    await visit('/find-professional', { status: 500, message: 'Something went wrong...' });
    expect(await screen.findByText('The professionals could not be loaded.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });

  it('reads in Traditional Chinese', async () => {
    await visit('/find-professional/appraiser', page([buildProfessionalCard()]), 'zh-Hant');
    expect(await screen.findByRole('heading', { level: 1, name: '尋找專業人士：估價師' })).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('找到 1 位專業人士'));
  });
});
