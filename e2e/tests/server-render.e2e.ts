import { expect, test, type Page } from '@playwright/test';
import { createVerifiedAccount, signIn } from '../support/accounts';

/**
 * Console errors and warnings, uncaught errors and breaches of the page's security policy: a clean
 * take-over has none (a hydration mismatch would log one; a blocked probe for eval breaches the policy).
 */
async function problemsOn(page: Page): Promise<string[]> {
  const problems: string[] = [];
  await page.exposeFunction('reportPolicyViolation', (what: string) => problems.push(`policy: ${what}`));
  await page.addInitScript(() =>
    document.addEventListener('securitypolicyviolation', (event) =>
      (window as unknown as { reportPolicyViolation(what: string): void }).reportPolicyViolation(
        `${event.violatedDirective} (${event.blockedURI}) at ${event.sourceFile}`,
      ),
    ),
  );
  page.on('console', (message) => {
    if (message.type() === 'error' || message.type() === 'warning') problems.push(`${message.type()}: ${message.text()}`);
  });
  page.on('pageerror', (error) => problems.push(`pageerror: ${error.message}`));
  return problems;
}

/**
 * Decision 090: a visitor's home, Results and listing pages arrive rendered, in the visitor's
 * language, and the app takes each over without drawing it again (no hydration error, nothing logged).
 */
test("a visitor's home, Results and listing pages come rendered from the server, and the app takes them over cleanly", async ({
  page,
  request,
}) => {
  const featured = await (await request.get('/api/v1/properties/featured')).json();
  const listing = featured.data[0] as { _id: string; address: { street: string } };
  const pages = [
    { url: '/', heading: 'Find your next home, wherever you are' },
    { url: '/results?searchThis=Austin%2C%20TX', heading: 'Homes for sale in Austin, TX' },
    { url: `/listings/${listing._id}`, heading: null },
  ];
  for (const { url, heading } of pages) {
    const html = await (await request.get(url, { headers: { 'accept-language': 'en-US' } })).text();
    expect(html, url).toContain('<div id="root" data-server-rendered="en-us" inert>');
    expect(html, url).toMatch(/<main[^>]*>.*<h1/s);
    if (heading) expect(html, url).toContain(heading);
  }
  // In Spanish when the browser asks for it.
  const spanish = await (await request.get('/', { headers: { 'accept-language': 'es-ES,es;q=0.9' } })).text();
  expect(spanish).toContain('data-server-rendered="es"');
  expect(spanish).toContain('<html lang="es"');

  const problems = await problemsOn(page);
  await page.goto('/results?searchThis=Austin%2C%20TX');
  // Taken over: the root is the app's (no longer inert), and the search box works.
  await expect(page.locator('#root:not([inert]):not([data-server-rendered])')).toBeAttached();
  await expect(page.getByRole('heading', { level: 1, name: 'Homes for sale in Austin, TX' })).toBeVisible();
  await page.getByRole('button', { name: 'Log In' }).first().click();
  await expect(page.getByRole('dialog')).toBeVisible();
  expect(problems).toEqual([]);
});

test('a rendered page whose app cannot load stays usable: the root is no longer inert and its links work as plain links', async ({
  page,
}) => {
  const entry = /\/assets\/index-[^/]+\.js$/;
  await page.route(entry, (route) => route.abort());
  await page.goto('/');
  // Still the server's page (never taken over), but no longer inert.
  await expect(page.locator('#root[data-server-rendered]:not([inert])')).toBeAttached();
  await expect(page.getByRole('heading', { level: 1, name: 'Find your next home, wherever you are' })).toBeVisible();
  // Followed from the keyboard (the cookie notice, which needs the app to answer, may cover it).
  const listing = page.locator('#root a[href^="/listings/"]:visible').first();
  const href = await listing.getAttribute('href');
  await listing.focus();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(new RegExp(`${href}$`));
});

test("a signed-in person's listing wizard comes rendered for them, kept from shared caches, and is taken over cleanly", async ({
  page,
  baseURL,
}) => {
  const account = await createVerifiedAccount(page.request, baseURL ?? '', 'rendered');
  await signIn(page.request, account);
  const reply = await page.request.get('/dashboard/listings/new');
  expect(reply.headers()['cache-control']).toBe('private, no-cache');
  const html = await reply.text();
  expect(html).toContain('<div id="root" data-server-rendered="en-us" inert>');
  expect(html).toMatch(/<main[^>]*>.*<h1[^>]*>List a property/s);

  const problems = await problemsOn(page);
  await page.goto('/dashboard/listings/new');
  await expect(page.locator('#root:not([inert]):not([data-server-rendered])')).toBeAttached();
  await expect(page.getByRole('heading', { name: 'Step 1 of 6: The Basics' })).toBeVisible();
  // The country shown is listed alone until a field of the address is focused (decision 090).
  const country = page.getByLabel('Country', { exact: true });
  await expect(country.locator('option')).toHaveCount(1);
  // Named as the server named it: the app took it over without naming it again.
  await expect(country.locator('option')).toHaveText(['United States']);
  // The wizard is the app's now: what is typed stays, and every country can be picked.
  await page.getByLabel('Street address').fill('742 Harbor View Rd');
  await expect(page.getByLabel('Street address')).toHaveValue('742 Harbor View Rd');
  // Focused before the app had the address or after, the whole list follows.
  await expect.poll(() => country.locator('option').count()).toBeGreaterThan(200);
  await country.selectOption('ca');
  await expect(country).toHaveValue('ca');
  // Still signed in: the account's menu, not Log In.
  await expect(page.getByRole('button', { name: 'Log In' })).toHaveCount(0);
  expect(problems).toEqual([]);
});
