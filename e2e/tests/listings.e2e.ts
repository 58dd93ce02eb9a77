import { expect, test, type Page } from '@playwright/test';
import { createVerifiedAccount, logInThroughPopup } from '../support/accounts';
import { payWithNewCard } from '../support/card-form';
import { createCommunity, createCompleteListing, listingPlanCheckout, PNG } from '../support/listings';
import { open } from '../support/navigation';

async function signIn(page: Page, email: string, password: string) {
  await open(page, '/');
  await page.getByRole('button', { name: 'Log in' }).first().click();
  await logInThroughPopup(page, email, password);
  await expect(page.getByRole('button', { name: 'Log in' })).toHaveCount(0);
}

async function nextStep(page: Page, heading: RegExp) {
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page.getByRole('heading', { name: heading })).toBeVisible();
}

test('a verified user lists a property through the six steps, pays with a demo card, and a visitor opens it', async ({
  page,
  request,
  baseURL,
  browser,
}) => {
  test.setTimeout(90_000);
  const { email, password } = await createVerifiedAccount(request, baseURL ?? '', 'lister');
  await page.setViewportSize({ width: 1366, height: 768 });
  await signIn(page, email, password);
  await open(page, '/dashboard/listings/new');
  await expect(page.getByRole('heading', { name: 'Step 1 of 6: The Basics' })).toBeVisible();
  // Every step is in sight on a laptop screen, the last one included.
  const steps = page.getByRole('navigation', { name: 'Listing steps' }).getByRole('button');
  await expect(steps).toHaveCount(6);
  for (let i = 0; i < 6; i++) await expect(steps.nth(i)).toBeInViewport({ ratio: 1 });

  // Step 1: The Basics.
  await page.getByRole('radio', { name: 'Resale' }).check();
  await page.getByRole('radio', { name: 'Individual' }).check();
  await page.getByRole('radio', { name: 'Seller/Property Owner' }).check();
  await page.getByLabel('Street address').fill('742 Harbor View Rd');
  await page.getByLabel('City').fill('Austin');
  await page.getByLabel('State or province').selectOption('TX');
  await page.getByLabel('ZIP code').fill('78701');
  await page.getByLabel('Latitude').fill('30.2672');
  await page.getByLabel('Longitude').fill('-97.7431');
  await page.getByLabel('Listing title').fill('Lakeside bungalow with a studio garden');
  await page.getByLabel('Description').fill('Two bedrooms, a bright kitchen and a garden studio five minutes from the lake.');
  await page.getByLabel('Price (USD)', { exact: true }).fill('485000');
  await page.getByLabel('Property type').selectOption({ label: 'House' });
  await page.getByLabel('Year built').fill('1998');
  await page.getByLabel('Bedrooms').selectOption('2');
  await page.getByLabel('Bathrooms').selectOption('2');
  await page.getByLabel('Size (sq ft)', { exact: true }).fill('1450');
  // The first change creates the draft and moves the address to its edit page.
  await expect(page).toHaveURL(/\/dashboard\/listings\/[0-9a-f-]{36}\/edit$/);
  const listingId = /listings\/([0-9a-f-]{36})\/edit/.exec(page.url())?.[1] ?? '';

  // Step 2: Features.
  await nextStep(page, /Step 2 of 6: Features/);
  await page.getByRole('checkbox', { name: 'Pool' }).check();
  await page.getByRole('checkbox', { name: 'Dishwasher' }).check();

  // Step 3: Media & Documents, with upload progress and the photo in the list.
  await nextStep(page, /Step 3 of 6: Media & Documents/);
  await page
    .locator('input[type="file"][accept*="image"]')
    .first()
    .setInputFiles({ name: 'front.png', mimeType: 'image/png', buffer: PNG });
  await expect(page.getByLabel('Caption for photo 1')).toBeVisible({ timeout: 20_000 });
  await page.getByLabel('Caption for photo 1').fill('Front garden');

  // Steps 4 and 5 have nothing required.
  await nextStep(page, /Step 4 of 6: Terms & Conditions/);
  await nextStep(page, /Step 5 of 6: Listing Contacts/);

  // Step 6: choose the plan, pay on the checkout page.
  await nextStep(page, /Step 6 of 6: Payment & Confirmation/);
  await page.getByRole('radio', { name: /6 months/ }).check();
  await page.getByRole('button', { name: 'Pay $249.00 and publish' }).click();
  await expect(page).toHaveURL(/\/checkout\//);
  await payWithNewCard(page, '$249.00');

  // The owner's page shows the published listing with its sections.
  await open(page, `/listings/${listingId}`);
  await expect(page.getByRole('heading', { name: 'Lakeside bungalow with a studio garden', level: 1 })).toBeVisible();
  await expect(page.getByText('$485,000').first()).toBeVisible();
  await expect(page.getByText('742 Harbor View Rd').first()).toBeVisible();
  for (const section of ['Description', 'Location', 'General', 'Features', 'Appliances', 'Neighborhood', 'Payment Calculator']) {
    await expect(page.getByRole('heading', { name: section, level: 2 })).toBeVisible();
  }
  await expect(page.getByRole('region', { name: 'Features' }).getByText('Pool')).toBeVisible();

  // The owner's overview tells the listing's history: the payment published it.
  await open(page, `/dashboard/listings/${listingId}/overview`);
  const history = page.getByRole('table', { name: 'Every change to this listing, newest first' });
  const published = history.getByRole('row').filter({ hasText: 'Published' });
  await expect(published.getByRole('cell')).toHaveText([/\d{4}/, 'You', 'PublishedFrom Draft to Listed', 'Paid for 6 months']);

  // A visitor (no session) opens the same page.
  const visitor = await browser.newContext();
  try {
    const visitorPage = await visitor.newPage();
    await open(visitorPage, `${baseURL}/listings/${listingId}`);
    await expect(visitorPage.getByRole('heading', { name: 'Lakeside bungalow with a studio garden', level: 1 })).toBeVisible();
    await expect(visitorPage.getByRole('img', { name: /Front garden/ }).first()).toBeVisible();
    // The visitor reports it (decision 082): a reason is enough.
    await visitorPage.getByRole('button', { name: 'Report this listing' }).click();
    const report = visitorPage.getByRole('dialog', { name: 'Report this listing' });
    await report.getByRole('radio', { name: 'Duplicate listing' }).check();
    await report.getByRole('button', { name: 'Send report' }).click();
    await expect(visitorPage.getByText('Thank you. Your report was sent and our team will review this listing.')).toBeVisible();
  } finally {
    await visitor.close();
  }
});

test('a community groups two listings on its own page', async ({ page, request, baseURL, browser }) => {
  const { email, password } = await createVerifiedAccount(request, baseURL ?? '', 'community');
  await signIn(page, email, password);
  const communityId = await createCommunity(page.request, 'Riverbend Commons');
  const first = await createCompleteListing(page.request, 'Riverbend unit 1A', communityId);
  const second = await createCompleteListing(page.request, 'Riverbend unit 2C', communityId);

  await open(page, `/dashboard/communities/edit/${communityId}`);
  await expect(page.getByText('Riverbend unit 1A')).toBeVisible();
  await expect(page.getByText('Riverbend unit 2C')).toBeVisible();

  // Only paid listings are public: the community's page opens once one of them is published.
  await open(page, `/checkout/${await listingPlanCheckout(page.request, first, 3)}`);
  await payWithNewCard(page, '$149.00');

  const visitor = await browser.newContext();
  try {
    const visitorPage = await visitor.newPage();
    await open(visitorPage, `${baseURL}/listings/community/${communityId}`);
    await expect(visitorPage.getByRole('heading', { name: 'Riverbend Commons', level: 1 })).toBeVisible();
    const listed = visitorPage.getByRole('region', { name: '1 listing in this community' });
    await expect(listed.locator(`a[href="/listings/${first}"]`)).toBeVisible();
    await expect(listed.locator(`a[href="/listings/${second}"]`)).toHaveCount(0);
  } finally {
    await visitor.close();
  }
});

test('on a desktop property page the Order Service menu shows over the photos and its items can be clicked', async ({ page }) => {
  await page.setViewportSize({ width: 1366, height: 768 });
  await open(page, '/');
  await page.locator('article a[href^="/listings/"]').first().click();
  await expect(page).toHaveURL(/\/listings\/[^/]+$/);
  await page.getByRole('button', { name: 'Order Service' }).click();
  for (const name of ['Appraisal', 'Inspection']) {
    const item = page.getByRole('link', { name, exact: true });
    await expect(item).toBeVisible();
    // What a click at the middle of the item lands on: the item itself, not the gallery's tabs.
    const onTop = await item.evaluate((link) => {
      const box = link.getBoundingClientRect();
      return link.contains(document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2));
    });
    expect(onTop, name).toBe(true);
  }
  await page.getByRole('link', { name: 'Inspection', exact: true }).click();
  // A visitor is asked to log in to order, and stays on the property.
  await expect(page.getByRole('dialog', { name: /Log in/ })).toBeVisible();
});
