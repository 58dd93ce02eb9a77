import { expect, test, type Page } from '@playwright/test';
import { auditPage, type Finding } from '../support/accessibility';
import { createVerifiedAccount, signIn } from '../support/accounts';
import { open } from '../support/navigation';

// Every route of the route table (apps/web/src/app/routes/route-table.tsx), with made-up ids where the
// page shows "not found" or "coming soon" for them: those screens are audited too.
const PUBLIC_PATHS = [
  '/',
  '/results?searchThis=Austin%2C%20TX',
  '/listings/:listing',
  '/listings/listhub/report/feed-2026-11-25',
  '/find-professional',
  '/find-professional/appraiser',
  '/professional/p-1',
  '/professional/p-1/78704',
  '/buy-one-get-one',
  '/buy-one-get-one/SPRING',
  '/verification/not-a-token',
  '/vod/verification',
  '/terms',
  '/feedback',
  '/about',
  '/accessibility',
  '/news',
  '/advice',
  '/faq',
  '/site-map',
  '/contact',
  '/help',
  '/information/buyers',
  '/compatible',
  '/ebook',
  '/email/preferences',
  '/no/such/page',
];

const SIGNED_IN_PATHS = [
  '/professional/register',
  '/listings/:listing/offers/o-1/1',
  '/listings/:listing/offers/o-1/finish',
  '/Negotiation/o-1/MakeAnOfferFinish',
  '/review/appraisal/r-1',
  '/appraisal/:listing',
  '/appraisal/prof/p-1/78704',
  '/inspection/add',
  '/inspection/:listing',
  '/services/media/order/p-1/1',
  '/services/inspection/order/p-1/1',
  '/checkout/00000000-0000-4000-8000-000000000000',
  '/dashboard/account/profile',
  '/dashboard/account/trust-verification',
  '/dashboard/account/settings',
  '/dashboard/profile/settings',
  '/dashboard/professional/verify',
  '/dashboard/saved',
  '/dashboard/hidden',
  '/dashboard/offers/sent',
  '/dashboard/messages',
  '/dashboard/help',
  '/dashboard/listings/new',
  '/dashboard/listings/u',
  '/dashboard/communities/new',
  '/dashboard/orders',
  '/dashboard/wallet',
  '/dashboard/professional/membership',
];

/** The main pages, audited again in each other language. */
const MAIN_PATHS = [
  '/',
  '/results?searchThis=Austin%2C%20TX',
  '/listings/:listing',
  '/dashboard/listings/new',
  '/dashboard/wallet',
  '/dashboard/account/profile',
];
const OTHER_LOCALES = ['繁體中文', '简体中文', 'Español'];

function report(findings: Finding[]) {
  return findings.map((f) => `${f.path}: ${f.impact} ${f.rule} at ${f.targets.join(' | ')}`).join('\n');
}

/** Splits a list in two, so its halves run in parallel workers. */
const halves = <T>(list: T[]) => [list.slice(0, Math.ceil(list.length / 2)), list.slice(Math.ceil(list.length / 2))];

test.describe('accessibility (axe-core, WCAG 2.2 AA): no serious or critical violations', () => {
  test.describe.configure({ timeout: 180_000 });

  let listing = '';
  let account = { email: '', password: '' };
  test.beforeAll(async ({ request, baseURL }) => {
    const featured = await (await request.get('/api/v1/properties/featured')).json();
    listing = featured.data[0]._id;
    account = await createVerifiedAccount(request, baseURL ?? '', 'a11y');
  });
  const concrete = (path: string) => path.replaceAll(':listing', listing);
  const signInPage = (page: Page) => signIn(page.request, account);

  halves(PUBLIC_PATHS).forEach((paths, half) => {
    test(`public routes, signed out (part ${half + 1} of 2)`, async ({ page }) => {
      const findings: Finding[] = [];
      for (const path of paths) findings.push(...(await auditPage(page, concrete(path))));
      expect(findings, report(findings)).toEqual([]);
    });
  });

  test('the sign-up popup', async ({ page }) => {
    await open(page, '/about');
    await page.getByRole('button', { name: 'Sign up' }).first().click();
    await expect(page.getByRole('dialog')).toBeVisible();
    const findings = await auditPage(page, 'sign-up popup', false);
    expect(findings, report(findings)).toEqual([]);
  });

  halves(SIGNED_IN_PATHS).forEach((paths, half) => {
    test(`signed-in routes (part ${half + 1} of 2)`, async ({ page }) => {
      await signInPage(page);
      const findings: Finding[] = [];
      for (const path of paths) findings.push(...(await auditPage(page, concrete(path))));
      expect(findings, report(findings)).toEqual([]);
    });
  });

  for (const language of OTHER_LOCALES) {
    test(`the main pages in ${language}`, async ({ page }) => {
      await signInPage(page);
      await open(page, '/');
      await page
        .getByRole('combobox', { name: /language|語言|语言|idioma/i })
        .first()
        .selectOption({ label: language });
      const findings: Finding[] = [];
      for (const path of MAIN_PATHS) findings.push(...(await auditPage(page, `${concrete(path)}#${language}`)));
      expect(findings, report(findings)).toEqual([]);
    });
  }
});

test.describe('keyboard focus', () => {
  test('the cookie banner comes first in the tab order while it is shown', async ({ page }) => {
    await open(page, '/about');
    const banner = page.getByRole('region', { name: /cookie/i });
    await expect(banner).toBeVisible();
    await page.keyboard.press('Tab');
    await expect(banner.locator(':focus')).toHaveCount(1);
  });

  test('closing the login popup returns focus to the button that opened it', async ({ page }) => {
    await open(page, '/about');
    const opener = page.getByRole('button', { name: 'Log in' }).first();
    await opener.focus();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('dialog', { name: 'Log in' })).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await expect(opener).toBeFocused();
  });

  test('after moving to another page, focus is on its main heading, and stays there', async ({ page }) => {
    await open(page, '/about');
    await page.getByRole('contentinfo').getByRole('link', { name: 'Contact' }).click();
    await expect(page).toHaveURL(/\/contact$/);
    const heading = page.getByRole('heading', { level: 1 });
    await expect(heading).toBeFocused();
    await page.waitForTimeout(500);
    await expect(heading).toBeFocused();
  });
});
