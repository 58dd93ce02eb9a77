import { expect, test, type Locator, type Page } from '@playwright/test';
import { auditPage, type Finding } from '../support/accessibility';
import { createVerifiedAccount, signedInBrowser } from '../support/accounts';
import { fillCardForm } from '../support/card-form';
import { catalog } from '../support/catalog';
import { publishListing } from '../support/listings';
import { PDF } from '../support/offers';
import { open } from '../support/navigation';

// The whole journey is read in Traditional Chinese: both browsers ask for zh-TW, and every label comes
// from the zh-Hant catalogs the people see.
const t = catalog('zh-Hant');
const TAIPEI = { locale: 'zh-TW', timezoneId: 'Asia/Taipei' };

/** Records axe-core's serious and critical findings on the page as it is now. */
async function audit(page: Page, name: string, findings: Finding[]) {
  findings.push(...(await auditPage(page, name, false)));
}

const PAGES = ['basics', 'titleVesting', 'buyers', 'vod', 'documents', 'authorization', 'terms', 'sign'];

/** The heading of an offer page ('Step 3 of 8: Buyers'). */
function pageHeading(page: Page, name: string) {
  const label = t(`makeOffer:pages.${name}`);
  return page.getByRole('heading', { level: 2, name: t('wizard:steps.heading', { number: PAGES.indexOf(name) + 1, total: 8, label }) });
}

/** Confirms the page and waits for the next one's heading. */
async function confirm(page: Page, next: string) {
  await page.getByRole('button', { name: t('makeOffer:confirm') }).click();
  await expect(pageHeading(page, next)).toBeVisible();
}

async function upload(scope: Page | Locator, label: string, name: string, count = 1) {
  for (let i = 1; i <= count; i += 1) {
    await scope.getByLabel(t('common:privateFiles.add', { label })).setInputFiles({
      name: `${name}-${i}.pdf`,
      mimeType: 'application/pdf',
      buffer: PDF,
    });
    // Stored, not just on its way up: the upload's progress row shows the name too, without Remove.
    await expect(scope.getByRole('button', { name: t('common:privateFiles.removeFile', { name: `${name}-${i}.pdf` }) })).toBeVisible();
  }
}

/** Draws a stroke across the signing area with the mouse. */
async function drawSignature(page: Page, area: Locator) {
  const box = (await area.boundingBox())!;
  await page.mouse.move(box.x + 20, box.y + box.height / 2);
  await page.mouse.down();
  for (let step = 1; step <= 8; step += 1)
    await page.mouse.move(box.x + 20 + step * 25, box.y + box.height / 2 + (step % 2 ? -15 : 15), { steps: 3 });
  await page.mouse.up();
}

test('a buyer makes an offer through the eight pages and pays the booking deposit; the seller sees it arrive, in zh-Hant', async ({
  browser,
  request,
  baseURL,
}) => {
  test.setTimeout(150_000);
  const sellerAccount = await createVerifiedAccount(request, baseURL ?? '', 'offer-seller');
  const buyerAccount = await createVerifiedAccount(request, baseURL ?? '', 'offer-buyer');
  const seller = await signedInBrowser(browser, sellerAccount, TAIPEI);
  const listingId = await publishListing(seller.request, 'Harbour view flat for offers');
  // The seller is on their dashboard while the offer is made, as on another computer.
  await open(seller.page, '/dashboard/offers/pending');
  await expect(seller.page.getByRole('heading', { level: 1 })).toBeVisible();

  const buyer = await signedInBrowser(browser, buyerAccount, TAIPEI);
  const page = buyer.page;
  await open(page, `/listings/${listingId}`);
  await page
    .getByRole('button', { name: t('property:actions.makeOffer') })
    .first()
    .click();

  const main = page.getByRole('main');
  // 1. Basics.
  const findings: Finding[] = [];
  await expect(pageHeading(page, 'basics')).toBeVisible();
  await audit(page, 'offer page 1, Basics', findings);
  const price = main.getByLabel(t('makeOffer:basics.offerPrice', { currency: 'USD' }));
  await price.fill('530000');
  await page.getByRole('button', { name: t('makeOffer:confirm') }).click();
  await expect(page.getByText(/525,000/).first()).toBeVisible();
  await price.fill('500000');
  await main.getByLabel(t('makeOffer:basics.fillers.buyer')).check();
  await main.getByLabel(t('makeOffer:basics.closingDays')).fill('45');
  await confirm(page, 'titleVesting');

  // 2. Title and vesting.
  await main.getByLabel(t('makeOffer:titleVesting.types.sole-ownership')).check();
  await main.getByLabel(t('makeOffer:titleVesting.titleHeldAs')).fill('Ada Okafor, a single woman, as her sole property');
  await confirm(page, 'buyers');

  // 3. Buyers: the buyer's own record.
  await main.getByLabel(t('makeOffer:buyers.firstName')).fill('Ada');
  await main.getByLabel(t('makeOffer:buyers.lastName')).fill('Okafor');
  await main.getByLabel(t('wallet:address.country')).first().selectOption('tw');
  await main.getByLabel(t('wallet:address.street')).fill('No. 7, Section 5, Xinyi Road');
  await main.getByLabel(t('wallet:address.city')).fill('Taipei');
  await main.getByLabel(t('wallet:address.postalCodeAbroad')).fill('110');
  await main.getByLabel(t('makeOffer:buyers.email')).fill(buyerAccount.email);
  await main.getByLabel(t('makeOffer:buyers.phoneCountry')).first().selectOption('tw');
  await main.getByLabel(t('makeOffer:buyers.phone'), { exact: true }).fill('0912 345 678');
  await confirm(page, 'vod');

  // 4. VOD: one bank, one account with the last three months' statements, a typed VOD signature.
  await main.getByRole('button', { name: t('makeOffer:vod.addBank') }).click();
  await main.getByLabel(t('makeOffer:vod.bankName')).fill('Cathay United Bank');
  await main.getByLabel(t('makeOffer:vod.bankersName')).fill('Lin Mei');
  await main.getByLabel(t('makeOffer:buyers.phoneCountry')).selectOption('tw');
  await main.getByLabel(t('makeOffer:vod.bankersPhone'), { exact: true }).fill('02 2383 1000');
  await main.getByLabel(t('makeOffer:vod.bankersEmail')).fill('mei.lin@example.com');
  await main.getByLabel(t('makeOffer:vod.accountName')).fill('Ada Okafor');
  await main.getByLabel(t('makeOffer:vod.accountType')).selectOption('savings');
  await main.getByLabel(t('makeOffer:vod.accountNumber')).fill('012345678901');
  await upload(main, t('makeOffer:vod.statements'), 'statement', 3);
  await page
    .getByRole('radio', { name: t('common:signaturePad.type') })
    .first()
    .check();
  await main.getByLabel(t('common:signaturePad.typedName')).fill('Ada Okafor');
  await confirm(page, 'documents');

  // 5. Documents: the government ID.
  await upload(main, t('offerPages:documents.kinds.govermentID'), 'passport');
  await confirm(page, 'authorization');

  // 6. Authorization.
  await page.getByRole('checkbox').nth(0).check();
  await page.getByRole('checkbox').nth(1).check();
  await confirm(page, 'terms');

  // 7. Terms: the balance is computed from the price and the deposits.
  await main.getByLabel(t('offerPages:terms.initialDeposit')).fill('15000');
  await main.getByLabel(t('offerPages:terms.escrowPeriod')).fill('30');
  await main.getByLabel(t('offerPages:terms.ownerCarry')).fill('0');
  await main.getByLabel(t('offerPages:terms.minimumCounter')).fill('490000');
  await expect(page.getByText(/485,000/).first()).toBeVisible();
  await audit(page, 'offer page 7, Terms, with the estimate for a buyer abroad', findings);
  await confirm(page, 'sign');

  // 8. Sign: a drawn signature, the signed PDFs verify, then send and pay with a new card.
  await drawSignature(
    page,
    page.getByRole('img', { name: new RegExp(t('common:signaturePad.canvasLabel', { label: '.*' }).replace(/[()]/g, '.')) }),
  );
  await page.getByRole('button', { name: t('offerPages:sign.signOffer') }).click();
  await expect(page.getByRole('heading', { name: t('offerPages:sign.pdfsTitle') })).toBeVisible();
  await page
    .getByRole('button', { name: t('offerPages:sign.verify') })
    .first()
    .click();
  await expect(page.getByText(t('offerPages:sign.unchanged')).first()).toBeVisible();
  await audit(page, 'offer page 8, Sign, signed and verified', findings);
  await page.getByLabel(t('offerPages:send.newCard')).check();
  await page.getByRole('button', { name: t('offerPages:send.sendWithNewCard') }).click();
  const form = page.locator('form').filter({ has: page.getByLabel(t('wallet:cardForm.number')) });
  await expect(form).toBeVisible();
  await fillCardForm(form, '4242424242424242', t);
  await form.getByRole('button', { name: /\$/ }).click();
  await expect(page.getByText(t('payments:checkout.paidTitle')).first()).toBeVisible();
  await page.getByRole('link', { name: t('payments:checkout.offerSent') }).click();
  await expect(page.getByRole('heading', { level: 1, name: t('offerPages:finish.title') })).toBeVisible();
  await audit(page, 'the finish page', findings);

  // The seller, on their dashboard all along, is told at once and finds the offer under Pending.
  await expect(
    seller.page.getByRole('button', { name: new RegExp(t('nav:offersNotification.newOffers_other', { count: 1 })) }).first(),
  ).toBeVisible();
  await seller.page.reload();
  await expect(seller.page.getByText('Harbour view flat for offers').first()).toBeVisible();
  await expect(seller.page.getByText('$500,000').first()).toBeVisible();
  await audit(seller.page, "the seller's offers", findings);
  expect(findings, findings.map((f) => `${f.path}: ${f.impact} ${f.rule} at ${f.targets.join(' | ')}`).join('\n')).toEqual([]);

  await seller.context.close();
  await buyer.context.close();
});
