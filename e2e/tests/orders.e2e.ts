import { expect, test, type Page } from '@playwright/test';
import { createVerifiedAccount, signedInBrowser } from '../support/accounts';
import { payWithNewCard } from '../support/card-form';
import { catalog } from '../support/catalog';
import { publishListing } from '../support/listings';
import { verifiedAppraiser } from '../support/professionals';
import { open } from '../support/navigation';

const en = catalog('en-us');
/** The postal code of the listing publishListing makes (500 River St, Austin). */
const ZIP = '78701';
const PDF = Buffer.from('%PDF-1.4\n1 0 obj<</Type/Catalog>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n');
const REVIEW = 'Clear report with photos of every side, delivered ahead of time.';
const LOCALE = { locale: 'en-US', timezoneId: 'America/Chicago' };

/** An order's card on the page, by its heading, and the status it states. */
const card = (page: Page, name: RegExp) => page.getByRole('article', { name });
const statusOf = (page: Page, name: RegExp, status: string) => expect(card(page, name).getByText(status, { exact: true })).toBeVisible();
const openTab = (page: Page, name: string) => page.getByRole('tab', { name }).click();

test('a buyer orders a Drive-by appraisal for a listing from a verified appraiser and pays; the appraiser accepts and uploads the PDF; the buyer completes and reviews, and the review shows on the profile', async ({
  browser,
  request,
  baseURL,
}) => {
  // Two accounts set up through the API, then two browsers through the whole order: under two minutes on a busy machine.
  test.setTimeout(120_000);
  const base = baseURL ?? '';
  const appraiser = await verifiedAppraiser(browser, request, base, { zipCode: ZIP });
  const seller = await signedInBrowser(browser, await createVerifiedAccount(request, base, 'seller'), LOCALE);
  const listingId = await publishListing(seller.request, 'Corner condo with river views');
  await seller.context.close();
  const buyer = await signedInBrowser(browser, await createVerifiedAccount(request, base, 'buyer'), LOCALE);

  // From the listing's page, the buyer orders an appraisal (Order Service → Appraisal) from the appraiser serving its postal code, and pays.
  const page = buyer.page;
  await open(page, `/listings/${listingId}`);
  await expect(page.getByRole('heading', { name: 'Corner condo with river views' }).first()).toBeVisible();
  await page
    .getByRole('button', { name: en('property:actions.orderService') })
    .first()
    .click();
  await page
    .getByRole('link', { name: en('property:actions.appraisal'), exact: true })
    .first()
    .click();
  await expect(page).toHaveURL(new RegExp(`/appraisal/${listingId}$`));
  await expect(page.getByRole('heading', { level: 1, name: en('orders:orderAppraisal') })).toBeVisible();
  // The only appraiser offering appraisals there is chosen already (accounts are all named Ada Okafor).
  await expect(page.getByRole('radio', { name: /^Ada Okafor/ })).toBeChecked();
  const size = page.getByRole('radio', { name: en('services:sizeRanges.under-1500') });
  await size.click();
  await expect(size).toBeChecked();
  // Clicked, then asserted: the type's row re-renders with its total as it is chosen, which check()'s own re-read can miss.
  const driveBy = page.getByRole('radio', { name: new RegExp(`^${en('services:appraisalTypes.drive-by.label')}`) });
  await driveBy.click();
  await expect(driveBy).toBeChecked();
  await page.getByRole('button', { name: en('orders:continueToPay', { amount: '$200.00' }) }).click();
  await payWithNewCard(page, '$200.00');

  await open(page, '/dashboard/orders');
  const ordered = card(page, /^Appraisal · Order #\d+$/);
  await expect(ordered).toContainText(en('orders:serviceNames.drive-by'));
  await expect(ordered).toContainText('500 River St, Austin 78701');
  await statusOf(page, /^Appraisal · Order #\d+$/, en('orders:statuses.pending'));
  const heading = await ordered.getByRole('heading').textContent();
  const orderNumber = /#(\d+)/.exec(heading ?? '')?.[1] ?? '';
  const providerCard = new RegExp(`^Order #${orderNumber} · Ada Okafor$`);

  // The appraiser accepts it, then uploads the report, which submits it.
  const pro = appraiser.page;
  await open(pro, '/dashboard/appraisal');
  await statusOf(pro, providerCard, en('orders:toDo'));
  await card(pro, providerCard)
    .getByRole('button', { name: en('orders:accept') })
    .click();
  await expect(card(pro, providerCard)).toHaveCount(0);
  await openTab(pro, en('orders:providerTabs.accepted'));
  await statusOf(pro, providerCard, en('orders:statuses.accepted'));
  await card(pro, providerCard)
    .getByLabel(en('common:privateFiles.add', { label: en('orders:report') }))
    .setInputFiles({ name: 'appraisal-report.pdf', mimeType: 'application/pdf', buffer: PDF });
  await expect(
    card(pro, providerCard).getByRole('button', { name: en('common:privateFiles.removeFile', { name: 'appraisal-report.pdf' }) }),
  ).toBeVisible();
  await card(pro, providerCard)
    .getByRole('button', { name: en('orders:submitReport') })
    .click();
  await statusOf(pro, providerCard, en('orders:statuses.submitted'));

  // The buyer sees it submitted with the report, completes it and reviews it.
  const buyerCard = new RegExp(`^Appraisal · Order #${orderNumber}$`);
  await page.reload();
  await statusOf(page, buyerCard, en('orders:statuses.submitted'));
  await expect(card(page, buyerCard).getByRole('link', { name: en('orders:openFile') })).toBeVisible();
  await card(page, buyerCard)
    .getByRole('button', { name: en('orders:complete') })
    .click();
  await openTab(page, en('orders:tabs.completed'));
  await statusOf(page, buyerCard, en('orders:statuses.completed'));
  await card(page, buyerCard)
    .getByRole('link', { name: en('orders:review') })
    .click();
  await expect(page.getByRole('heading', { level: 1, name: en('orders:reviewTitle') })).toBeVisible();
  await page.getByRole('radio', { name: en('orders:starCount_other', { count: 5 }) }).check();
  await page.getByLabel(en('orders:reviewText')).fill(REVIEW);
  await page.getByRole('button', { name: en('orders:submitReview') }).click();
  await expect(page.getByText(en('orders:reviewThanks'))).toBeVisible();

  // After a reload the order stays completed and reviewed, for both of them.
  await open(page, '/dashboard/orders');
  await openTab(page, en('orders:tabs.completed'));
  await statusOf(page, buyerCard, en('orders:statuses.completed'));
  await expect(card(page, buyerCard).getByRole('link', { name: en('orders:review') })).toHaveCount(0);
  await pro.reload();
  await openTab(pro, en('orders:providerTabs.completed'));
  await statusOf(pro, providerCard, en('orders:statuses.completed'));

  // Anyone reading the appraiser's profile sees the review, and it stays there after a reload.
  const visitor = await browser.newContext(LOCALE);
  const profile = await visitor.newPage();
  await open(profile, `/professional/${appraiser.accountId}/${ZIP}`);
  const reviews = profile.getByRole('region', { name: en('professionalsDirectory:profile.reviews') });
  await expect(reviews.getByText(REVIEW)).toBeVisible();
  await expect(reviews).toContainText(en('professionalsDirectory:profile.rating_one', { rating: 5, count: 1 }));
  await profile.reload();
  await expect(reviews.getByText(REVIEW)).toBeVisible();
  await Promise.all([visitor.close(), buyer.context.close(), appraiser.context.close()]);
});
