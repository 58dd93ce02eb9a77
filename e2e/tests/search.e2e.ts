import { expect, test, type Page } from '@playwright/test';
import { createVerifiedAccount, logInThroughPopup } from '../support/accounts';
import { open } from '../support/navigation';

/** The listing links of the results list, in order, once it has loaded (the last results stay, dimmed, while the next load). */
async function resultLinks(page: Page): Promise<string[]> {
  const list = page.getByRole('region', { name: 'Results list' });
  await expect(list).toHaveAttribute('aria-busy', 'false');
  await expect(list.getByRole('article').first()).toBeVisible();
  return list.locator('article a[href^="/listings/"]').evaluateAll((links) => links.map((link) => link.getAttribute('href') ?? ''));
}

/** The prices of the cards on the page, in dollars. */
async function cardPrices(page: Page): Promise<number[]> {
  const texts = await page.getByRole('region', { name: 'Results list' }).locator('article p:first-of-type').allTextContents();
  return texts.map((text) => Number(text.replace(/[^\d.]/g, '')));
}

test('search a city from the home page, filter by price and beds, sort by price, page 2, save the search, reload to the same results', async ({
  page,
  request,
  baseURL,
}) => {
  const { email, password } = await createVerifiedAccount(request, baseURL ?? '', 'searcher');
  await open(page, '/');
  await page.getByRole('button', { name: 'Log in' }).first().click();
  await logInThroughPopup(page, email, password);
  await expect(page.getByRole('button', { name: 'Log in' })).toHaveCount(0);
  const where = page.getByRole('combobox', { name: 'Where do you want to buy? City, state, ZIP or country' });
  await where.fill('Los Ang');
  await page
    .getByRole('option', { name: /Los Angeles, CA/ })
    .first()
    .click();
  await expect(page).toHaveURL(/\/results\?searchThis=Los%20Angeles%2C%20CA$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Homes for sale in Los Angeles, CA' })).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: /^\d+ homes$/ })).toHaveText('56 homes');

  const filters = page.getByRole('search', { name: 'Search filters' });
  await filters.getByLabel('Price (USD): minimum').fill('300000');
  await filters.getByLabel('Price (USD): minimum').press('Enter');
  await filters.getByLabel('Beds').selectOption({ label: '3+' });
  await page.getByLabel('Sort by').selectOption({ label: 'Price low to high' });
  await expect(page).toHaveURL(/priceMin=300000/);
  await expect(page).toHaveURL(/beds=3/);
  await expect(page).toHaveURL(/sort=price-low-high/);
  await expect(page.getByRole('status').filter({ hasText: /homes$/ })).toHaveText('34 homes');

  await page.getByRole('navigation', { name: 'Result pages' }).getByRole('link', { name: 'Page 2', exact: true }).click();
  await expect(page).toHaveURL(/pageNo=2/);
  const pageTwo = await resultLinks(page);
  expect(pageTwo).toHaveLength(10);
  const prices = await cardPrices(page);
  expect(prices.every((price) => price >= 300_000)).toBe(true);
  expect([...prices].sort((a, b) => a - b)).toEqual(prices);

  await page.getByRole('button', { name: 'Save search' }).click();
  const dialog = page.getByRole('dialog', { name: 'Save this search' });
  await expect(dialog.getByLabel('Name')).toHaveValue(/Los Angeles, CA/);
  await dialog.getByRole('button', { name: 'Save search' }).click();
  await expect(page.getByText('Search saved. You will find it under Saved searches.')).toBeVisible();

  const url = page.url();
  await page.reload();
  expect(page.url()).toBe(url);
  await expect(page.getByRole('status').filter({ hasText: /homes$/ })).toHaveText('34 homes');
  expect(await resultLinks(page)).toEqual(pageTwo);
  await expect(page.getByLabel('Price (USD): minimum')).toHaveValue('300000');
});

test('the location box suggests places as one types and picks a ZIP code', async ({ page }) => {
  // The embedded default names no tile server: the map draws its shipped outlines and asks for no tiles.
  const tileRequests: string[] = [];
  const failed: string[] = [];
  page.on('request', (request) => {
    if (/\/\d+\/\d+\/\d+\.(?:png|jpe?g|webp)/.test(request.url())) tileRequests.push(request.url());
  });
  page.on('requestfailed', (request) => failed.push(request.url()));
  await open(page, '/results');
  // Typing starts once the page has settled (its first results are in and focus is where it stays).
  await expect(page.getByRole('region', { name: 'Results list' }).getByRole('article').first()).toBeVisible();
  const map = page.locator('.leaflet-container');
  await expect(map.locator('.leaflet-basemap-pane path').first()).toBeAttached();
  expect(await map.locator('.leaflet-basemap-pane path').count()).toBeGreaterThanOrEqual(3);
  await expect(map.getByRole('button', { name: 'Zoom in', exact: true })).toBeVisible();
  await expect(map.locator('.leaflet-control-attribution')).toContainText('Natural Earth');
  await expect(page.getByText(/could not be loaded/)).toHaveCount(0);
  expect(tileRequests).toEqual([]);
  expect(failed).toEqual([]);
  const location = page.getByRole('search', { name: 'Search filters' }).getByRole('combobox', { name: 'Location' });
  await location.fill('7870');
  await expect(page.getByRole('option', { name: /78701, Austin, TX/ })).toBeVisible();
  await location.press('ArrowDown');
  await location.press('Enter');
  await expect(location).toHaveValue('78701');
  await expect(page).toHaveURL(/searchThis=78701/);
  await expect(page.getByRole('heading', { level: 1, name: /78701/ })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Results list' }).getByRole('article').first()).toBeVisible();

  await location.fill('qqxzv');
  await expect(page.getByText('Sorry, no matching options')).toBeVisible();
});

test('a saved search opens its results from the Saved searches tab', async ({ page, request, baseURL }) => {
  const { email, password } = await createVerifiedAccount(request, baseURL ?? '', 'saved');
  await open(page, '/results?searchThis=Houston%2C%20TX&priceMin=200000&beds=3');
  await page.getByRole('button', { name: 'Log in' }).first().click();
  await logInThroughPopup(page, email, password);
  await expect(page.getByRole('status').filter({ hasText: /homes$/ })).toHaveText('23 homes');
  await page.getByRole('button', { name: 'Save search' }).click();
  const dialog = page.getByRole('dialog', { name: 'Save this search' });
  await dialog.getByLabel('Name').fill('Houston family homes');
  await dialog.getByRole('button', { name: 'Save search' }).click();
  await expect(page.getByText('Search saved. You will find it under Saved searches.')).toBeVisible();

  await open(page, '/dashboard/saved?tab=searches');
  await page.getByRole('link', { name: 'Houston family homes', exact: true }).click();
  await expect(page).toHaveURL(/\/results\?searchThis=Houston%2C%20TX&priceMin=200000&beds=3$/);
  await expect(page.getByRole('status').filter({ hasText: /homes$/ })).toHaveText('23 homes');
});

test('a minimum, then a maximum typed at once: both stay and both are searched', async ({ page }) => {
  await open(page, '/results?searchThis=Austin, TX');
  await expect(page.getByRole('region', { name: 'Results list' }).getByRole('article').first()).toBeVisible();
  const filters = page.getByRole('search', { name: 'Search filters' });
  const priceMin = filters.getByLabel('Price (USD): minimum');
  const priceMax = filters.getByLabel('Price (USD): maximum');
  // Leaving the minimum searches it; the maximum is typed before that search has landed.
  await priceMin.fill('300000');
  await priceMax.fill('800000');
  await expect(priceMax).toHaveValue('800000');
  await priceMax.press('Enter');
  await expect(page).toHaveURL(/priceMin=300000&priceMax=800000/);
  await expect(page.getByRole('region', { name: 'Results list' })).toHaveAttribute('aria-busy', 'false');
  await expect(priceMax).toHaveValue('800000');
  await expect(priceMin).toHaveValue('300000');
  await expect(page.getByText('The minimum cannot be more than the maximum.')).toHaveCount(0);
});

for (const [device, viewport] of [
  ['desktop', { width: 1366, height: 768 }],
  ['phone', { width: 390, height: 844 }],
] as const) {
  test(`on the home page the place suggestions show whole, over what follows the banner (${device})`, async ({ page }) => {
    await page.setViewportSize(viewport);
    await open(page, '/');
    await page.getByRole('button', { name: 'Only essential' }).click();
    await page.getByRole('combobox', { name: 'Where do you want to buy? City, state, ZIP or country' }).fill('Austin');
    const list = page.getByRole('listbox');
    await expect(list.getByRole('option').first()).toBeVisible();
    expect(await list.getByRole('option').count()).toBeGreaterThan(3);
    // Every suggestion in the list's box (and on screen) is what a click there lands on, down to its bottom edge.
    const hidden = await list.evaluate((element) => {
      const box = element.getBoundingClientRect();
      const points = [...element.querySelectorAll('[role=option]')]
        .map((option) => option.getBoundingClientRect())
        .filter((option) => option.top + option.height / 2 < box.bottom)
        .map((option) => ({ x: option.left + option.width / 2, y: option.top + option.height / 2 }));
      points.push({ x: box.left + box.width / 2, y: box.bottom - 3 });
      return points.filter(({ x, y }) => y < window.innerHeight && !element.contains(document.elementFromPoint(x, y))).length;
    });
    expect(hidden).toBe(0);
    const last = list.getByRole('option').last();
    await last.click();
    await expect(page).toHaveURL(/\/results\?searchThis=/);
  });
}
