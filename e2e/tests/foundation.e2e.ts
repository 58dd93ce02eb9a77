import { expect, test } from '@playwright/test';
import { open } from '../support/navigation';

const OLD_DASHBOARD_PATHS: Array<[string, string]> = [
  ['/dashboard/properties/new', '/dashboard/listings/new'],
  ['/dashboard/properties/saved', '/dashboard/saved'],
  ['/dashboard/properties/hidden', '/dashboard/hidden'],
  ['/dashboard/membership', '/dashboard/professional/membership'],
  ['/dashboard/trustandverification', '/dashboard/account/trust-verification'],
  ['/dashboard/settings', '/dashboard/profile/settings'],
  ['/dashboard/myproperties', '/dashboard/listings/u'],
  ['/dashboard/properties/abc-123/edit', '/dashboard/listings/abc-123/edit'],
  ['/dashboard/properties/abc-123/overview', '/dashboard/listings/abc-123/overview'],
  ['/dashboard/servicesiordered', '/dashboard/orders'],
];

test("the home page shows the featured cities and featured properties from the API, and a visitor's console stays clean", async ({
  page,
}) => {
  const problems: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' || message.type() === 'warning') problems.push(`${message.type()}: ${message.text()}`);
  });
  page.on('response', (response) => {
    if (response.status() >= 400) problems.push(`${response.status()} ${response.url()}`);
  });
  await open(page, '/');
  for (const city of ['Atlanta', 'Austin', 'Baltimore', 'Boston', 'New York', 'Washington', 'Chicago', 'Dallas', 'Los Angeles']) {
    await expect(page.getByRole('link', { name: new RegExp(city) }).first()).toBeVisible();
  }
  const cards = page.locator('article').filter({ has: page.locator('a[href^="/listings/"]') });
  await expect(cards.first()).toBeVisible();
  expect(await cards.count()).toBeGreaterThanOrEqual(4);
  await expect(cards.first()).toContainText('$');
  await expect(cards.first().getByRole('img')).toBeVisible();
  // No failed request (a visitor's GET account used to answer 401) and nothing logged.
  expect(problems).toEqual([]);
});

for (const [from, to] of OLD_DASHBOARD_PATHS) {
  test(`the old dashboard path ${from} leads a visitor to ${to} once and settles with the login popup`, async ({ page }) => {
    const visited: string[] = [];
    page.on('framenavigated', (frame) => {
      if (frame === page.mainFrame()) visited.push(new URL(frame.url()).pathname);
    });
    await open(page, from);
    await expect(page.getByRole('dialog', { name: /Log in/ })).toBeVisible();
    // Opened in a new tab, there is no page to go back to: the guard sends the visitor home.
    await expect(page).toHaveURL(/\/$/);
    // Settled: nothing moves for two seconds (it used to flip between the two paths hundreds of times).
    const settledAt = visited.length;
    await page.waitForTimeout(2000);
    expect(visited.slice(settledAt)).toEqual([]);
    expect(
      visited.filter((path) => path === to),
      JSON.stringify(visited),
    ).toHaveLength(1);
    await expect(page.getByRole('dialog', { name: /Log in/ })).toBeVisible();
  });
}

test('an unknown path shows the page-not-found screen', async ({ page }) => {
  await open(page, '/no/such/page');
  await expect(page.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
});

test('the footer appears on ordinary pages and stays hidden on the spec paths', async ({ page }) => {
  await open(page, '/about');
  await expect(page.getByRole('contentinfo')).toBeVisible();
  for (const path of ['/terms', '/results', '/compatible', '/listings/listhub/report/abc', '/email/preferences']) {
    await open(page, path);
    await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
    await page.waitForTimeout(1200); // longer than the 300 ms / 900 ms footer delay
    await expect(page.getByRole('contentinfo'), path).toHaveCount(0);
  }
});

test('switching the language changes the page text and is remembered', async ({ page }) => {
  await open(page, '/about');
  const heading = page.getByRole('heading', { level: 1 });
  const english = await heading.textContent();
  await page
    .getByRole('combobox', { name: /language/i })
    .first()
    .selectOption({ label: 'Español' });
  await expect(heading).not.toHaveText(english ?? '');
  await expect(page.locator('html')).toHaveAttribute('lang', 'es');
  const spanish = await heading.textContent();
  await page.reload();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(spanish ?? '');
});

test('Internet Explorer gets the compatibility splash page instead of the app', async ({ browser, baseURL }) => {
  const context = await browser.newContext({ userAgent: 'Mozilla/5.0 (Windows NT 10.0; WOW64; Trident/7.0; rv:11.0) like Gecko' });
  const page = await context.newPage();
  const response = await open(page, `${baseURL}/`);
  expect(response?.status()).toBe(200);
  await expect(page.locator('script')).toHaveCount(0);
  for (const lang of ['en', 'zh-Hant', 'zh-Hans', 'es']) {
    await expect(page.locator(`[lang^="${lang}"]`).first()).toBeVisible();
  }
  await expect(page.getByRole('link', { name: /Edge/ }).first()).toBeVisible();
  await context.close();
});
