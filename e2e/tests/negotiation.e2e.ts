import { expect, test, type Page } from '@playwright/test';
import { auditPage, type Finding } from '../support/accessibility';
import { createVerifiedAccount, signedInBrowser } from '../support/accounts';
import { fillCardForm } from '../support/card-form';
import { catalog } from '../support/catalog';
import { publishListing } from '../support/listings';
import { sendOffer } from '../support/offers';
import { open } from '../support/navigation';

// The seller reads Simplified Chinese in Shanghai, the buyer English in Los Angeles: each finds
// every label in their own catalog, and the counter history reads in each reader's language.
const zh = catalog('zh-Hans');
const en = catalog('en-us');

/** The moves the offer view offers its reader. */
const moves = (page: Page, t: typeof en) => page.getByRole('group', { name: t('offerNegotiation:actions.label') });

/** The offer's read-only view on the dashboard, with its moves shown. */
async function openOffer(page: Page, offerId: string, t: typeof en) {
  await open(page, `/dashboard/offers/pending/offer/${offerId}`);
  await expect(moves(page, t)).toBeVisible();
}

/** Opens Finalize from the offer view and signs the final terms with a typed name (the seller's button also pays the fee). */
async function signFinalTerms(page: Page, t: typeof en, signer: string, submit = 'offerNegotiation:finalize.submit', findings?: Finding[]) {
  await moves(page, t)
    .getByRole('link', { name: t('offerNegotiation:actions.finalize'), exact: true })
    .click();
  await expect(page.getByRole('heading', { level: 1, name: t('offerNegotiation:finalize.title') })).toBeVisible();
  if (findings) findings.push(...(await auditPage(page, 'the finalize page', false)));
  await page.getByRole('radio', { name: t('common:signaturePad.type') }).check();
  await page.getByLabel(t('common:signaturePad.typedName')).fill(signer);
  await page.getByRole('button', { name: t(submit) }).click();
}

/** Counters from the offer view: sets the price, signs with a typed name and sends (auditing the form when asked). */
async function counter(page: Page, t: typeof en, price: string, signer: string, findings?: Finding[]) {
  await moves(page, t)
    .getByRole('link', { name: t('offerNegotiation:actions.counter'), exact: true })
    .click();
  await expect(page.getByRole('heading', { level: 1, name: t('offerNegotiation:form.title.counter') })).toBeVisible();
  if (findings) findings.push(...(await auditPage(page, 'the counter form', false)));
  await page.getByLabel(t('common:withNote', { text: t('offerNegotiation:terms.fields.offerPrice'), note: 'USD' })).fill(price);
  await page.getByRole('radio', { name: t('common:signaturePad.type') }).check();
  await page.getByLabel(t('common:signaturePad.typedName')).fill(signer);
  await page.getByRole('button', { name: t('offerNegotiation:form.submit.counter') }).click();
  await expect(page.getByText(t('offerNegotiation:done.counter')).first()).toBeVisible();
}

test('the seller counters in zh-Hans, the buyer reads the change in English and counters back, the seller accepts, both finalize', async ({
  browser,
  request,
  baseURL,
}) => {
  test.setTimeout(120_000);
  const sellerAccount = await createVerifiedAccount(request, baseURL ?? '', 'negotiation-seller');
  const buyerAccount = await createVerifiedAccount(request, baseURL ?? '', 'negotiation-buyer');
  const seller = await signedInBrowser(browser, sellerAccount, { locale: 'zh-CN', timezoneId: 'Asia/Shanghai' });
  const buyer = await signedInBrowser(browser, buyerAccount, { locale: 'en-US', timezoneId: 'America/Los_Angeles' });
  const listingId = await publishListing(seller.request, 'Courtyard house for negotiation');
  const findings: Finding[] = [];
  const offerId = await sendOffer(buyer.request, listingId, buyerAccount.email, {
    price: 500_000,
    initialDeposit: 15_000,
    escrowDays: 30,
    minimumCounter: 490_000,
    bankersEmail: 'ray.ortiz@firstbay.example',
  });

  // The seller compares the offers on the listing (one so far, the bank not asked yet).
  await open(seller.page, `/dashboard/offers/pending/compare/${offerId}`);
  const compared = seller.page.getByRole('table');
  await expect(compared).toContainText('$500,000');
  await expect(compared).toContainText(zh('offersDashboard:compare.vod.none'));
  findings.push(...(await auditPage(seller.page, 'the compare view', false)));

  // The seller opens the offer (it reads as theirs to answer, with its deadline) and counters at $520,000.
  await openOffer(seller.page, offerId, zh);
  await expect(seller.page.getByText(zh('offerNegotiation:countdown.yours')).first()).toBeVisible();
  await counter(seller.page, zh, '520000', '王芳', findings);

  // The buyer sees the counter in English: their turn, and the price's change old → new.
  await openOffer(buyer.page, offerId, en);
  await expect(buyer.page.getByText(en('offerNegotiation:countdown.yours')).first()).toBeVisible();
  await buyer.page.getByRole('tab', { name: en('offersDashboard:view.views.counters') }).click();
  const round = buyer.page
    .getByRole('listitem')
    .filter({ hasText: en('offerNegotiation:terms.fields.offerPrice') })
    .last();
  await expect(round).toContainText('$500,000');
  await expect(round).toContainText('$520,000');
  findings.push(...(await auditPage(buyer.page, 'the counter history', false)));
  await buyer.page.getByRole('tab', { name: en('offersDashboard:view.views.offer') }).click();
  await counter(buyer.page, en, '510000', 'Ada Okafor');

  // The seller's history shows the buyer's round in Chinese labels, and the seller accepts.
  await openOffer(seller.page, offerId, zh);
  await seller.page.getByRole('tab', { name: zh('offersDashboard:view.views.counters') }).click();
  await expect(
    seller.page
      .getByRole('listitem')
      .filter({ hasText: zh('offerNegotiation:terms.fields.offerPrice') })
      .last(),
  ).toContainText('$510,000');
  await seller.page.getByRole('tab', { name: zh('offersDashboard:view.views.offer') }).click();
  await moves(seller.page, zh)
    .getByRole('button', { name: zh('offerNegotiation:actions.accept'), exact: true })
    .click();
  await seller.page.getByRole('button', { name: zh('offerNegotiation:accept.confirm') }).click();
  await expect(seller.page.getByText(zh('offerNegotiation:done.accept')).first()).toBeVisible();

  // The buyer, on reload, finds it accepted, and the listing is under offer.
  await buyer.page.reload();
  await expect(buyer.page.getByText(en('options:offerStatuses.accepted')).first()).toBeVisible();
  const listing = await seller.request.get(`/api/v1/properties/${listingId}`);
  expect(((await listing.json()) as { data: { status: string } }).data.status).toBe('under-offer');

  // Finalize: the buyer signs the final terms first, then the seller signs and pays the negotiation fee.
  await signFinalTerms(buyer.page, en, 'Ada Okafor', undefined, findings);
  await expect(buyer.page.getByText(en('offerNegotiation:done.signed')).first()).toBeVisible();
  await openOffer(seller.page, offerId, zh);
  await signFinalTerms(seller.page, zh, '王芳', 'offerNegotiation:finalize.submitAndPay');
  await expect(seller.page.getByRole('heading', { name: zh('payments:checkout.summary') })).toBeVisible();
  const newCard = seller.page.getByLabel(zh('payments:checkout.newCard'));
  if (await newCard.count()) await newCard.check();
  const form = seller.page.locator('form').filter({ has: seller.page.getByLabel(zh('wallet:cardForm.number')) });
  await fillCardForm(form, '4242424242424242', zh);
  await form.getByRole('button', { name: /\$1,275/ }).click();
  await expect(seller.page.getByText(zh('payments:checkout.paidTitle')).first()).toBeVisible();

  // Both find it finalized (escrow opened, nothing left to do), and it stays so on reload.
  await open(seller.page, `/dashboard/offers/completed/offer/${offerId}`);
  await expect(seller.page.getByText(zh('options:offerStatuses.finalized')).first()).toBeVisible();
  await expect(moves(seller.page, zh)).toHaveCount(0);
  await buyer.page.reload();
  await expect(buyer.page.getByText(en('options:offerStatuses.finalized')).first()).toBeVisible();
  await buyer.page.reload();
  await expect(buyer.page.getByText(en('options:offerStatuses.finalized')).first()).toBeVisible();

  expect(findings, findings.map((f) => `${f.path}: ${f.impact} ${f.rule} at ${f.targets.join(' | ')}`).join('\n')).toEqual([]);

  await seller.context.close();
  await buyer.context.close();
});
