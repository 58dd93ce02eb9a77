import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { buildAccount } from '../../../../test/fixtures/account.fixture';
import { buildPublicProfile } from '../../../../test/fixtures/professionals.fixture';
import { renderWithApp } from '../../../../test/render';
import { stubApi, type StubReply } from '../../../../test/stub-api';
import { resetStores } from '../../../../test/test-helpers';
import type { LocaleId } from '../../../lib/i18n/locales';
import { usePopupStore } from '../../../lib/popups/popup-store';
import { useSessionStore } from '../../../lib/session/session-store';
import { toSessionAccount } from '../../../lib/session/store-account';
import ProfessionalProfilePage from './professional-profile-page';

const ID = '00000000-0000-4000-8000-0000000000a1';
const routes = [
  { path: '/professional/:id', element: <ProfessionalProfilePage /> },
  { path: '/professional/:id/:zipCode', element: <ProfessionalProfilePage /> },
];

const NO_REVIEWS = { data: { rating: null, count: 0, reviews: [] } };
const NO_SERVICES = { professionalId: ID, appraisal: [], inspection: [], media: [] };

async function visit(
  path: string,
  reply: StubReply,
  locale: LocaleId = 'en-us',
  reviews: StubReply = NO_REVIEWS,
  services: StubReply = { data: NO_SERVICES },
) {
  const id = path.split('/')[2];
  const fetchMock = stubApi({
    [`GET /professionals/${id}`]: reply,
    [`GET /professionalReview/professional/${id}`]: reviews,
    [`GET /professionalServices/${id}`]: services,
  });
  await renderWithApp(null, { path, routes, locale });
  return fetchMock;
}
const asked = (fetchMock: ReturnType<typeof stubApi>) => new URL(String(fetchMock.mock.calls[0]?.[0]), 'http://x').searchParams;
const section = (name: string) => screen.getByRole('region', { name });

beforeEach(() => resetStores());
afterEach(() => vi.unstubAllGlobals());

describe('A professional’s public profile', () => {
  it('shows the profile: company, verified licence and credentials, languages, service areas with country, and no reviews yet', async () => {
    const fetchMock = await visit(`/professional/${ID}`, { data: buildPublicProfile() });
    expect(await screen.findByRole('heading', { level: 1, name: 'Mei Lin' })).toBeInTheDocument();
    expect(screen.getByText('Appraiser · Lin Appraisals')).toBeInTheDocument();
    expect(screen.getByText('Licence verified')).toBeInTheDocument();
    const credentials = within(section('Credentials')).getAllByRole('listitem');
    expect(credentials.map((item) => item.textContent)).toEqual([
      'MAIVerified',
      'SRAVerified',
      'Trade membership: Appraisal InstituteVerified',
    ]);
    expect(section('About me')).toHaveTextContent('Residential appraiser in Central Texas for twelve years.');
    expect(section('About me')).toHaveTextContent('Published in English · Traditional Chinese');
    expect(within(section('Company')).getByRole('link', { name: 'https://lin-appraisals.example' })).toHaveAttribute(
      'href',
      'https://lin-appraisals.example',
    );
    expect(section('Company')).toHaveTextContent('Austin, TX, 78701');
    expect(section('Company')).toHaveTextContent('United States');
    expect(section('Languages spoken')).toHaveTextContent('English and Cantonese');
    expect(
      within(section('Service areas'))
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['78701 · United States', '78702 · United States']);
    expect(section('Service areas')).toHaveTextContent('2 postal codes');
    expect(await within(section('Reviews')).findByText(/No reviews yet\./)).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(asked(fetchMock).get('locale')).toBe('en-us');
    expect(asked(fetchMock).get('zipCode')).toBeNull();
    expect(document.title).toBe('Mei Lin · Appraiser | Terranest');
  });

  it('shows the rating and each review of a completed order, with the professional’s answer', async () => {
    await visit(`/professional/${ID}`, { data: buildPublicProfile() }, 'en-us', {
      data: {
        rating: 4.5,
        count: 2,
        reviews: [
          {
            _id: '00000000-0000-4000-8000-0000000000b1',
            orderId: '00000000-0000-4000-8000-0000000000c1',
            serviceType: 'appraisal',
            professionalId: ID,
            reviewer: { firstName: 'Ada' },
            stars: 5,
            text: 'Clear report, on time.',
            answer: 'Thank you, Ada!',
            createdAt: '2026-11-20T10:00:00.000Z',
            answeredAt: '2026-11-21T10:00:00.000Z',
          },
        ],
      },
    });
    const reviews = await screen.findByRole('region', { name: 'Reviews' });
    expect(await within(reviews).findByText('Clear report, on time.')).toBeInTheDocument();
    expect(reviews).toHaveTextContent('Rated 4.5 out of 5 from 2 reviews');
    expect(reviews).toHaveTextContent('5 stars · Ada');
    expect(reviews).toHaveTextContent('Answer from Mei Lin: Thank you, Ada!');
  });

  it("says 'Outside of service area' for a ZIP code they do not serve, with a search there", async () => {
    const fetchMock = await visit(`/professional/${ID}/90210`, {
      data: buildPublicProfile({ servesZipCode: false, notice: 'Outside of service area' }),
    });
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Outside of service area');
    expect(alert).toHaveTextContent('Mei Lin does not serve 90210.');
    expect(within(alert).getByRole('link', { name: 'Find a professional in 90210' })).toHaveAttribute(
      'href',
      '/find-professional/appraiser?location=90210',
    );
    expect(asked(fetchMock).get('zipCode')).toBe('90210');
  });

  it('says a served ZIP code is served', async () => {
    await visit(`/professional/${ID}/78701`, { data: buildPublicProfile({ servesZipCode: true }) });
    expect(await screen.findByText('Serves 78701')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('lists the services they offer with prices and time frames, each kind with where to order it', async () => {
    const money = (amount: number) => ({ amount, currency: 'USD' });
    const at = '2026-11-20T10:00:00.000Z';
    const services = {
      professionalId: ID,
      appraisal: [
        {
          _id: '00000000-0000-4000-8000-0000000000b1',
          professionalId: ID,
          sizeRange: '1500-2999',
          currency: 'USD',
          types: { desktop: null, 'drive-by': { price: money(20_000), leadTime: 5 }, full: { price: money(45_000), leadTime: 10 } },
          updatedAt: at,
        },
      ],
      inspection: [
        {
          _id: '00000000-0000-4000-8000-0000000000b2',
          professionalId: ID,
          item: 'radon-gas',
          price: money(12_000),
          leadTime: 1,
          updatedAt: at,
        },
      ],
      media: [
        {
          _id: '00000000-0000-4000-8000-0000000000b3',
          professionalId: ID,
          service: 'virtual-staging',
          price: money(9_000),
          timeFrame: 4,
          description: '',
          updatedAt: at,
        },
      ],
    };
    await visit(`/professional/${ID}/78701`, { data: buildPublicProfile({ servesZipCode: true }) }, 'en-us', NO_REVIEWS, {
      data: services,
    });
    const offered = await screen.findByRole('region', { name: 'Services and prices' });
    const lines = await within(offered).findAllByRole('listitem');
    expect(lines.map((line) => line.textContent)).toEqual([
      'Drive-by · 1,500 to 2,999 sq ft (139 to 279 m²)$200.005 days',
      'Full · 1,500 to 2,999 sq ft (139 to 279 m²)$450.0010 days',
      'Radon Gas$120.001 day',
      'Virtual staging$90.004 days',
    ]);
    expect(within(offered).getByRole('link', { name: 'Order an appraisal in 78701' })).toHaveAttribute(
      'href',
      `/appraisal/prof/${ID}/78701`,
    );
    expect(within(offered).getByRole('link', { name: 'Order an inspection' })).toHaveAttribute(
      'href',
      `/services/inspection/order/${ID}/1`,
    );
    expect(within(offered).getByRole('link', { name: 'Order media services' })).toHaveAttribute('href', `/services/media/order/${ID}/1`);
  });

  it('says when they offer nothing to order yet', async () => {
    await visit(`/professional/${ID}`, { data: buildPublicProfile() });
    expect(
      await within(await screen.findByRole('region', { name: 'Services and prices' })).findByText(
        'Mei Lin offers no services to order here yet.',
      ),
    ).toBeInTheDocument();
  });

  it('asks a visitor to sign in before contacting, and comes back here after', async () => {
    const user = userEvent.setup();
    await visit(`/professional/${ID}/78701`, { data: buildPublicProfile() });
    await user.click(await screen.findByRole('button', { name: 'Sign in to contact' }));
    expect(usePopupStore.getState()).toMatchObject({ open: 'login', continueTo: `/professional/${ID}/78701` });
  });

  it('gives a signed-in reader a Contact link to a conversation with the professional in Messages', async () => {
    useSessionStore.getState().signIn(toSessionAccount(buildAccount()));
    await visit(`/professional/${ID}`, { data: buildPublicProfile({ contactEmail: 'mei@lin-appraisals.example' }) });
    expect(await screen.findByRole('link', { name: /^Contact/ })).toHaveAttribute('href', `/dashboard/messages?with=${ID}`);
    expect(screen.queryByRole('button', { name: 'Sign in to contact' })).not.toBeInTheDocument();
  });

  it('in Simplified Chinese, asks for that language and says when About me is shown in English instead', async () => {
    const fetchMock = await visit(
      `/professional/${ID}/90210`,
      {
        data: buildPublicProfile({ servesZipCode: false, notice: 'Outside of service area' }),
      },
      'zh-Hans',
    );
    expect(await screen.findByRole('alert')).toHaveTextContent('超出服务范围');
    const about = section('关于我');
    expect(about).toHaveTextContent('以英文显示：此个人资料未以简体中文发布。');
    expect(within(about).getByText('Residential appraiser in Central Texas for twelve years.')).toHaveAttribute('lang', 'en-US');
    expect(asked(fetchMock).get('locale')).toBe('zh-Hans');
  });

  it('in Traditional Chinese, shows About me as written in it without a note', async () => {
    await visit(
      `/professional/${ID}`,
      { data: buildPublicProfile({ aboutMe: '在德州中部從事住宅估價十二年。', aboutMeLocale: 'zh-Hant' }) },
      'zh-Hant',
    );
    const about = await screen.findByRole('region', { name: '關於我' });
    expect(within(about).getByText('在德州中部從事住宅估價十二年。')).toHaveAttribute('lang', 'zh-Hant');
    expect(about).not.toHaveTextContent('顯示：');
  });

  it('a malformed id reads as not in the directory, under the page heading', async () => {
    await visit('/professional/p-1', { status: 400, message: 'Invalid Input', code: 'INVALID_INPUTS' });
    expect(await screen.findByRole('heading', { level: 1, name: 'This professional is not in the directory' })).toBeInTheDocument();
  });

  it('says when a professional is not in the directory', async () => {
    await visit(`/professional/${ID}`, { status: 404, message: 'Page not found', code: 'NOT_FOUND' });
    expect(await screen.findByRole('heading', { level: 1, name: 'This professional is not in the directory' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Find a professional' })).toHaveAttribute('href', '/find-professional');
  });

  it('offers Try again when the profile cannot load', async () => {
    await visit(`/professional/${ID}`, { status: 500, message: 'Something went wrong...' });
    expect(await screen.findByText('This profile could not be loaded.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });
});
