import { expect, test } from '@playwright/test';

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

  const problems: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' || message.type() === 'warning') problems.push(`${message.type()}: ${message.text()}`);
  });
  page.on('pageerror', (error) => problems.push(`pageerror: ${error.message}`));
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
