// @vitest-environment node
import { afterAll, describe, expect, it, vi } from 'vitest';
import { buildAccount } from '../test/fixtures/account.fixture';
import { buildCard } from '../test/fixtures/search.fixture';
import { configureApi, renderPage } from './entry-server';
import { setServerApi } from './lib/api/api-client';

const LOFT = buildCard(12);

/** The API as the server answers a render: the home page's two queries. */
const answers: Record<string, unknown> = {
  '/api/v1/properties/featured-cities': [{ city: 'Austin', state: 'TX', listingCount: 1234 }],
  '/api/v1/properties/featured': [LOFT],
};
/** Who the server's API calls are for: GET account answers this (a 401 when null). */
let account: ReturnType<typeof buildAccount> | null = null;
const fetchApi = vi.fn<typeof fetch>(async (input) => {
  const { pathname } = new URL(String(input));
  if (pathname === '/api/v1/account')
    return account
      ? Response.json({ success: true, data: account })
      : Response.json({ success: false, message: 'Unauthorized' }, { status: 401 });
  const data = answers[pathname];
  return data ? Response.json({ success: true, data }) : Response.json({ success: false, message: 'Not found' }, { status: 404 });
});
configureApi('http://app.test', fetchApi);
// The other test files in this worker call the API as a browser does.
afterAll(() => setServerApi(undefined));

const CHROME = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/156.0 Safari/537.36';
const visitor = (more: { cookies?: string; languages?: string[]; signedIn?: boolean } = {}) => ({
  cookies: '',
  userAgent: CHROME,
  languages: [],
  signedIn: false,
  ...more,
});

describe('rendering a page on the server (decision 090)', () => {
  it("renders home with the API's answers, in the browser's language, with the state the browser takes it over with", async () => {
    const page = await renderPage('http://app.test/', visitor({ languages: ['zh-TW', 'zh', 'en'] }));
    expect(page?.state.locale).toBe('zh-Hant');
    expect(page?.html).toMatch(/<h1[^>]*>無論身在何處，都能找到下一個家<\/h1>/);
    // The featured listing is in the HTML, not a loading state, and its answer travels with it.
    expect(page?.html).toContain('12 Congress Ave');
    expect(page?.html).not.toContain('role="status"');
    expect(page?.state.queries.queries.map((query) => query.queryKey)).toContainEqual(['listings', 'featured', { limit: 8 }]);
    expect(page?.state.namespaces).toEqual(expect.arrayContaining(['common', 'nav', 'home']));
    // Every part is in place: nothing waits for an inline script the content security policy would block.
    expect(page?.html).not.toContain('<script');
    // A visitor who has not answered the cookie notice sees it in the HTML already.
    expect(page?.html).toContain('aria-label="Cookie 通知"');
  });

  it('uses the language the address names, then the kept choice, then the browser’s; and leaves the notice out once answered', async () => {
    const named = await renderPage('http://app.test/?lang=es', visitor({ cookies: 'tn_locale=zh-Hans', languages: ['en'] }));
    expect(named?.state.locale).toBe('es');
    expect(named?.html).toContain('aria-label="Aviso de cookies"');
    const kept = await renderPage('http://app.test/', visitor({ cookies: 'tn_locale=zh-Hans; cookie-consent=all', languages: ['en'] }));
    expect(kept?.state.locale).toBe('zh-Hans');
    expect(kept?.html).not.toContain('aria-label="Cookie 通知"');
  });

  it('leaves a page whose answer failed (a listing that is not there) to the browser, which shows the failure itself', async () => {
    expect(await renderPage('http://app.test/listings/00000000-0000-4000-8000-000000000404', visitor())).toBeNull();
  });

  it('renders only the pages whose route says so: a dashboard page or an unknown path is left to the browser', async () => {
    expect(await renderPage('http://app.test/dashboard/wallet', visitor())).toBeNull();
    expect(await renderPage('http://app.test/no/such/page', visitor())).toBeNull();
  });

  it('renders the listing wizard for a signed-in, verified person, with their session and account in the state', async () => {
    account = buildAccount({ verified: true, name: { firstName: 'Ada', lastName: 'Okafor' } });
    // The dashboard's badge of offers received.
    answers[`/api/v1/offers/seller/${account._id}`] = [];
    const page = await renderPage('http://app.test/dashboard/listings/new', visitor({ signedIn: true, cookies: 'tn_signed_in=1' }));
    expect(page?.html).toMatch(/<h1[^>]*>/);
    expect(page?.html).toContain('Ada');
    // Countries are named by the browser's ICU, which may differ from the server's: only the one shown is listed here.
    const countries = /name="address\.country"[^>]*>(.*?)<\/select>/s.exec(page?.html ?? '')?.[1] ?? '';
    expect(countries.match(/<option/g)).toHaveLength(1);
    expect(countries).toContain('United States');
    // The browser takes the page over with the same session: the account travels in the state.
    expect(page?.state.queries.queries.map((query) => query.queryKey)).toContainEqual(['account']);
    // A visitor's home never carries the account.
    const home = await renderPage('http://app.test/', visitor());
    expect(home?.state.queries.queries.map((query) => query.queryKey)).not.toContainEqual(['account']);
  });

  it('leaves a page whose guard would send the person away to the browser: a visitor, an unverified account, an ended session', async () => {
    account = buildAccount({ verified: false });
    expect(await renderPage('http://app.test/dashboard/listings/new', visitor({ signedIn: true }))).toBeNull();
    account = null;
    expect(await renderPage('http://app.test/dashboard/listings/new', visitor({ signedIn: true }))).toBeNull();
    expect(await renderPage('http://app.test/dashboard/listings/new', visitor())).toBeNull();
  });
});
