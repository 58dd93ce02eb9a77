import type { TCurrencyCode } from '@app/shared/reference/currencies';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { buildAccount } from '../../../../test/fixtures/account.fixture';
import { resetStores } from '../../../../test/test-helpers';
import { buildCard, buildProperty, PROPERTY_ID } from '../property.fixture';
import { renderPropertyPage } from '../test-helpers';

vi.mock('../components/map/leaflet-map', () => ({ mountMap: () => () => undefined }));

const heading = (name: string) => screen.queryByRole('heading', { level: 2, name });

beforeEach(() => {
  resetStores();
  localStorage.clear();
});
afterEach(() => vi.unstubAllGlobals());

describe('property page', () => {
  it('renders the header and every section of a complete listing, in the spec order', async () => {
    await renderPropertyPage({ similar: [buildCard({ price: { amount: 300_000_00, currency: 'USD' }, sizeSqft: 1500 })] });
    expect(await screen.findByRole('heading', { level: 1, name: 'Sunny bungalow near the park' })).toBeInTheDocument();
    expect(screen.getByText('$400,000.00')).toBeInTheDocument();
    const facts = screen.getByRole('list', { name: 'Key facts' });
    expect(facts).toHaveTextContent('3 beds');
    expect(facts).toHaveTextContent('2 baths');
    expect(facts).toHaveTextContent('2,000 sq ft');
    expect(facts).toHaveTextContent('$200.00/sq ft');

    await screen.findByRole('heading', { level: 2, name: 'Similar and nearby properties' });
    const order = [
      'Description',
      'Location',
      'General',
      'Room types',
      'Features',
      'Appliances',
      'Flooring, parking, cooling and heating',
      'Fees and Taxes',
      'Terms',
      'Listing contacts',
      'Neighborhood',
      'Similar and nearby properties',
      'Payment Calculator',
    ];
    expect(screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent)).toEqual(order);

    const general = heading('General')!.closest('section')!;
    expect(general).toHaveTextContent('Single Family');
    expect(general).toHaveTextContent('Seller/Property Owner');
    expect(general).toHaveTextContent('MLS-12345');
    expect(general).toHaveTextContent('$2,500.00 a month');
    expect(heading('Features')!.closest('section')).toHaveTextContent('Pool');
    const fees = within(heading('Fees and Taxes')!.closest('section')!).getByRole('table');
    expect(fees).toHaveTextContent('Property tax$6,000.00Annual');
    expect(within(fees).getByRole('row', { name: /Total per month/ })).toHaveTextContent('$750.00');
    expect(heading('Terms')!.closest('section')).toHaveTextContent('Escrow costs (percent) (1.5%)');
    expect(heading('Terms')!.closest('section')).toHaveTextContent(
      'Finder fee: 1.5% of the sale price, paid by the seller to whoever introduces the buyer',
    );
    expect(heading('Neighborhood')!.closest('section')).toHaveTextContent('$200.00/sq ft');
    expect(screen.getByRole('link', { name: /1 Elm Street|Elm Street/ })).toHaveAttribute('href', expect.stringMatching(/^\/listings\//));

    const tabs = screen.getByRole('tablist', { name: 'Photos and media' });
    expect(
      within(tabs)
        .getAllByRole('tab')
        .map((tab) => tab.textContent),
    ).toEqual(['Photos', 'VR tour', 'Map']);
    expect(document.title).toBe('Sunny bungalow near the park | Terranest');
  });

  it("shows a translator's delivered translation in the reader's language, labelled as one, with the original a click away", async () => {
    const user = userEvent.setup();
    const listing = buildProperty({
      description: 'Bright rooms and a big garden.',
      translations: [{ locale: 'es', title: 'Bungaló soleado junto al parque', description: 'Habitaciones luminosas y un gran jardín.' }],
    });
    await renderPropertyPage({ listing, locale: 'es' });
    const section = (await screen.findByRole('heading', { level: 2, name: 'Descripción' })).closest('section')!;
    expect(within(section).getByText('Traducido por un traductor profesional')).toBeInTheDocument();
    expect(within(section).getByText('Habitaciones luminosas y un gran jardín.')).toBeInTheDocument();
    await user.click(within(section).getByRole('button', { name: 'Ver el original' }));
    expect(within(section).getByText('Bright rooms and a big garden.')).toBeInTheDocument();
    expect(within(section).queryByText('Traducido por un traductor profesional')).not.toBeInTheDocument();
  });

  it('leaves out sections and media tabs that have nothing to show', async () => {
    const listing = buildProperty({
      description: '',
      roomTypes: [],
      features: [],
      appliances: [],
      flooring: [],
      parking: [],
      cooling: [],
      heating: [],
      feesAndTaxes: [],
      terms: { nonNegotiable: [], negotiable: [], finderFeePercent: null },
      contacts: [],
      photos: [],
      vrLink: 'javascript:alert(1)',
      view360Link: null,
      video: null,
    });
    await renderPropertyPage({ listing, similar: [] });
    await screen.findByRole('heading', { level: 1 });
    await waitFor(() => expect(screen.queryByRole('status')).not.toBeInTheDocument());
    for (const name of [
      'Description',
      'Room types',
      'Features',
      'Appliances',
      'Flooring, parking, cooling and heating',
      'Fees and Taxes',
      'Terms',
      'Listing contacts',
      'Similar and nearby properties',
    ]) {
      expect(heading(name), name).not.toBeInTheDocument();
    }
    expect(heading('General')).toBeInTheDocument();
    // Only the map is left: no tab list for a single panel, and an unsafe VR link is never a tab.
    expect(screen.queryByRole('tablist')).not.toBeInTheDocument();
    expect(screen.queryByText('VR tour')).not.toBeInTheDocument();
  });

  it('shows the video with controls, opens VR and 360 tours in a new tab, and moves between media tabs with the arrow keys', async () => {
    const video = {
      _id: '00000000-0000-4000-8000-0000000000f1',
      kind: 'video' as const,
      url: '/media/tour.mp4',
      contentType: 'video/mp4',
      S3Path: 'v/tour.mp4',
      fileSize: 1000,
      originalName: 'tour.mp4',
      access: 'public' as const,
      width: null,
      height: null,
      variants: null,
    };
    await renderPropertyPage({ listing: buildProperty({ video, view360Link: 'https://tours.example.com/360/9' }) });
    const user = userEvent.setup();
    const photos = await screen.findByRole('tab', { name: 'Photos', selected: true });
    photos.focus();
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'Video', selected: true })).toHaveFocus();
    const player = screen.getByLabelText('Property video');
    expect(player.tagName).toBe('VIDEO');
    expect(player).toHaveAttribute('controls');
    expect(player.querySelector('source')).toHaveAttribute('src', '/media/tour.mp4');

    await user.keyboard('{ArrowRight}');
    const vr = screen.getByRole('link', { name: /Open the VR tour/ });
    expect(vr).toHaveAttribute('href', 'https://tours.example.com/vr/123');
    expect(vr).toHaveAttribute('target', '_blank');
    expect(vr).toHaveAttribute('rel', 'noopener noreferrer');
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('link', { name: /Open the 360 view/ })).toHaveAttribute('href', 'https://tours.example.com/360/9');
    await user.keyboard('{End}');
    expect(screen.getByRole('tab', { name: 'Map', selected: true })).toBeInTheDocument();
    expect(screen.getByRole('tabpanel')).toContainElement(screen.getAllByRole('region', { name: /Map of 12 Oak Street/ })[0]!);
  });

  it('shows 0 beds as Studio', async () => {
    await renderPropertyPage({ listing: buildProperty({ beds: 0 }) });
    expect(await screen.findByRole('list', { name: 'Key facts' })).toHaveTextContent('Studio');
    expect(screen.getByRole('list', { name: 'Key facts' })).not.toHaveTextContent('0 beds');
  });

  it('shows the size in sq m for a viewer outside the US, with the listing’s sq ft in parentheses', async () => {
    await renderPropertyPage({ account: buildAccount({ profile: { ...buildAccount().profile, country: 'gb' } }) });
    const facts = await screen.findByRole('list', { name: 'Key facts' });
    await waitFor(() => expect(facts).toHaveTextContent('186 sq m (2,000 sq ft)'));
    expect(facts).toHaveTextContent('$2,152.80/sq m ($200.00/sq ft)');
  });

  it("uses a visitor's stored country for the size unit", async () => {
    localStorage.setItem('country', 'tw');
    await renderPropertyPage();
    expect(await screen.findByRole('list', { name: 'Key facts' })).toHaveTextContent('186 sq m (2,000 sq ft)');
  });

  const ECB_RATES = { day: '2026-11-25', source: 'ecb', base: 'EUR', rates: { EUR: 1, USD: 1.16, JPY: 181.32 } };
  const prefers = (preferredCurrency: TCurrencyCode) => buildAccount({ profile: { ...buildAccount().profile, preferredCurrency } });

  it("adds an approximate price in the viewer's preferred currency, saying which day's ECB rate it used", async () => {
    await renderPropertyPage({ account: prefers('EUR'), routes: { 'GET /exchange-rates': { data: ECB_RATES } } });
    // $400,000.00 at 1.16 dollars per euro.
    expect(await screen.findByText('≈ €344,827.59 (ECB rate of Nov 25, 2026)')).toBeInTheDocument();
  });

  it("says the rate in the reader's language", async () => {
    await renderPropertyPage({ account: prefers('EUR'), locale: 'es', routes: { 'GET /exchange-rates': { data: ECB_RATES } } });
    expect(await screen.findByText(/^≈ 344\.827,59\s€ \(tipo de cambio del BCE del 25 nov 2026\)$/)).toBeInTheDocument();
  });

  it('uses the reference rates, and says so with their day, for a currency the ECB does not publish', async () => {
    await renderPropertyPage({ account: prefers('TWD'), routes: { 'GET /exchange-rates': { data: ECB_RATES } } });
    expect(await screen.findByText('≈ NT$12,240,000.00 (reference rate of Nov 2, 2026)')).toBeInTheDocument();
  });

  it('falls back to the offline reference rates, with their day, when the rates cannot be fetched', async () => {
    await renderPropertyPage({
      account: prefers('EUR'),
      routes: { 'GET /exchange-rates': { status: 503, message: 'Service unavailable' } },
    });
    expect(await screen.findByText('≈ €344,000.00 (reference rate of Nov 2, 2026)')).toBeInTheDocument();
  });

  it("asks for no rates when the viewer prefers the listing's own currency", async () => {
    const { fetchMock } = await renderPropertyPage({ account: prefers('USD') });
    await screen.findByRole('heading', { level: 1, name: 'Sunny bungalow near the park' });
    expect(fetchMock.mock.calls.map(([input]) => String(input))).not.toContainEqual(expect.stringContaining('exchange-rates'));
    expect(screen.queryByText(/≈/)).not.toBeInTheDocument();
  });

  it('shows the not-found page when the listing is not public', async () => {
    await renderPropertyPage({ routes: { [`GET /properties/${PROPERTY_ID}`]: { status: 404, code: 'NOT_FOUND', message: 'Not found' } } });
    expect(await screen.findByRole('heading', { level: 1, name: 'Page not found' })).toBeInTheDocument();
  });

  it('shows the owner their draft with "only you can see this", Edit listing and Overview instead of buyer actions', async () => {
    const listing = buildProperty({ status: 'draft', viewer: { saved: false, hidden: false, owner: true } });
    await renderPropertyPage({ listing, account: buildAccount() });
    expect(await screen.findByText('Draft — only you can see this')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Edit listing' })).toHaveAttribute('href', `/dashboard/listings/${PROPERTY_ID}/edit`);
    expect(screen.getByRole('link', { name: 'Overview' })).toHaveAttribute('href', `/dashboard/listings/${PROPERTY_ID}/overview`);
    expect(screen.queryByRole('button', { name: 'Save' })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Make an Offer' })).not.toBeInTheDocument();
  });

  it('asks visitors to log in to see the contacts’ phone and email', async () => {
    await renderPropertyPage();
    const contacts = (await screen.findByRole('heading', { level: 2, name: 'Listing contacts' })).closest('section')!;
    expect(contacts).toHaveTextContent('Safe Escrow Inc.');
    expect(contacts).toHaveTextContent('Mia Chen');
    expect(within(contacts).getByRole('button', { name: 'Log in' })).toBeInTheDocument();
  });

  it('shows signed-in viewers the contacts’ phone and email, without the log-in prompt', async () => {
    const contacts = [
      { kind: 'title-company', companyName: 'Clear Title', officerName: 'Sam Lee', phone: '+15125550100', email: 'sam@cleartitle.example' },
      { kind: 'escrow-company', companyName: 'Thames Escrow', officerName: 'Ada Lovelace', phone: '+442079460000', email: null },
    ];
    await renderPropertyPage({ listing: buildProperty({ contacts }), account: buildAccount() });
    const section = (await screen.findByRole('heading', { level: 2, name: 'Listing contacts' })).closest('section')!;
    // US numbers as the spec shows them, (xxx) xxx-xxxx; others in their international format.
    expect(await within(section).findByRole('link', { name: /\(512\) 555-0100$/ })).toHaveAttribute('href', 'tel:+15125550100');
    expect(within(section).getByRole('link', { name: /\+44 20 7946 0000$/ })).toHaveAttribute('href', 'tel:+442079460000');
    expect(within(section).getByRole('link', { name: /sam@cleartitle.example/ })).toHaveAttribute('href', 'mailto:sam@cleartitle.example');
    expect(within(section).queryByRole('button', { name: 'Log in' })).not.toBeInTheDocument();
  });

  it('renders in Traditional Chinese', async () => {
    await renderPropertyPage({ locale: 'zh-Hant' });
    expect(await screen.findByRole('heading', { level: 2, name: '描述' })).toBeInTheDocument();
    expect(screen.getByRole('list', { name: '重點資訊' })).toHaveTextContent('3 房');
    expect(screen.getByRole('heading', { level: 2, name: '特色' }).closest('section')).toHaveTextContent('泳池');
    expect(screen.getByRole('button', { name: '收藏' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: '房貸試算' })).toBeInTheDocument();
    expect(screen.getByText('介紹費：成交價的 1.5%，由賣方支付給介紹買方者')).toBeInTheDocument();
    // Where it is, in the locale's order and with the place names of the language (issue 23, item 9).
    expect(screen.getByText('位於 美國 德州 奧斯汀')).toBeInTheDocument();
  });
});
