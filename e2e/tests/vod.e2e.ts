import { expect, test } from '@playwright/test';
import { createVerifiedAccount, linkIn, signedInBrowser, uniqueEmail, waitForMail } from '../support/accounts';
import { catalog } from '../support/catalog';
import { publishListing } from '../support/listings';
import { sendOffer } from '../support/offers';
import { open } from '../support/navigation';

// The buyer reads English; the bank and the seller read Traditional Chinese. Labels come from the catalogs.
const en = catalog('en-us');
const zh = catalog('zh-Hant');
const TAIPEI = { locale: 'zh-TW', timezoneId: 'Asia/Taipei' };

test('the buyer asks the bank to verify the deposit; the officer confirms by the mailed link with no account; the seller sees "Funds verified"', async ({
  browser,
  request,
  baseURL,
}) => {
  test.setTimeout(120_000);
  const sellerAccount = await createVerifiedAccount(request, baseURL ?? '', 'vod-seller');
  const buyerAccount = await createVerifiedAccount(request, baseURL ?? '', 'vod-buyer');
  const banker = uniqueEmail('vod-banker');
  const seller = await signedInBrowser(browser, sellerAccount, TAIPEI);
  const listingId = await publishListing(seller.request, 'Garden flat with verified funds');
  const buyer = await signedInBrowser(browser, buyerAccount, { locale: 'en-US', timezoneId: 'America/Los_Angeles' });
  const offerId = await sendOffer(buyer.request, listingId, buyerAccount.email, {
    price: 500_000,
    initialDeposit: 15_000,
    escrowDays: 30,
    minimumCounter: 490_000,
    bankersEmail: banker,
  });

  // The buyer sends the request from the offer's view, in the bank's language.
  await open(buyer.page, `/dashboard/offers/pending/offer/${offerId}`);
  await buyer.page.getByLabel(en('vod:offer.language')).selectOption('zh-Hant');
  await buyer.page.getByRole('button', { name: en('vod:offer.send', { bank: 'First Bay Bank' }) }).click();
  await expect(buyer.page.getByRole('status').filter({ hasText: en('vod:offer.sent', { bank: 'First Bay Bank' }) })).toBeVisible();
  await expect(buyer.page.getByText(en('vod:status.pending'))).toBeVisible();

  // The officer opens the mailed link in a fresh browser with no account.
  const mail = await waitForMail(request, banker, 'vod-request');
  const link = linkIn(mail.text, `${baseURL}/vod/verification?token=`);
  const bank = await browser.newContext(TAIPEI);
  const page = await bank.newPage();
  await open(page, link);
  await expect(page.getByRole('heading', { level: 1, name: zh('vod:page.title') })).toBeVisible();
  await expect(page.getByText('$500,000.00').first()).toBeVisible();
  await page.getByRole('radio', { name: zh('vod:page.answers.verified') }).check();
  await page.getByRole('textbox', { name: zh('vod:page.officerName') }).fill('Ray Ortiz');
  await page.getByRole('radio', { name: zh('common:signaturePad.type') }).check();
  await page.getByRole('textbox', { name: zh('common:signaturePad.typedName') }).fill('Ray Ortiz');
  await page.getByRole('button', { name: zh('vod:page.submit') }).click();
  await expect(page.getByRole('heading', { name: zh('vod:done.title') })).toBeVisible();
  // The link is used: opened again, it says so.
  await open(page, link);
  await expect(page.getByRole('heading', { level: 1, name: zh('vod:states.used') })).toBeVisible();
  await bank.close();

  // The seller sees the outcome on the offer, in their language.
  await open(seller.page, `/dashboard/offers/pending/offer/${offerId}`);
  await expect(seller.page.getByText(zh('vod:status.verified'))).toBeVisible();
});
