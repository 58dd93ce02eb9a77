import { expect, test } from '@playwright/test';
import { auditPage } from '../support/accessibility';
import { createVerifiedAccount, signedInBrowser } from '../support/accounts';
import { catalog } from '../support/catalog';
import { publishListing } from '../support/listings';
import { open } from '../support/navigation';

// The buyer reads English; the seller reads Traditional Chinese. Labels come from the catalogs.
const en = catalog('en-us');
const zh = catalog('zh-Hant');
const QUESTION = 'Is the garden south-facing?';
const ANSWER = '是的，整個下午都有陽光。';

test('a buyer contacts the seller from the property page; the seller sees it arrive live in Traditional Chinese with the original one tap away, and the reply reaches the buyer translated without a reload', async ({
  browser,
  request,
  baseURL,
}) => {
  test.setTimeout(120_000);
  const sellerAccount = await createVerifiedAccount(request, baseURL ?? '', 'msg-seller', { locale: 'zh-Hant' });
  const buyerAccount = await createVerifiedAccount(request, baseURL ?? '', 'msg-buyer');
  const seller = await signedInBrowser(browser, sellerAccount, { locale: 'zh-TW', timezoneId: 'Asia/Taipei' });
  const listingId = await publishListing(seller.request, 'Garden cottage with a south lawn');
  const buyer = await signedInBrowser(browser, buyerAccount, { locale: 'en-US', timezoneId: 'America/New_York' });

  // The seller has Messages open, with nothing in it yet.
  await open(seller.page, '/dashboard/messages');
  await expect(seller.page.getByRole('heading', { level: 1, name: zh('messaging:page.title') })).toBeVisible();
  await expect(seller.page.getByText(zh('messaging:list.empty.all'))).toBeVisible();

  // The buyer writes from the listing's page.
  await open(buyer.page, `/listings/${listingId}`);
  await buyer.page.getByRole('button', { name: en('property:actions.contact') }).click();
  await expect(buyer.page).toHaveURL(/\/dashboard\/messages\?conversation=/);
  await expect(buyer.page.getByRole('region', { name: en('messaging:thread.about') })).toContainText('Garden cottage with a south lawn');
  await buyer.page.getByRole('textbox', { name: en('messaging:composer.label') }).fill(QUESTION);
  await buyer.page.getByRole('textbox', { name: en('messaging:composer.label') }).press('Enter');
  const sent = buyer.page.getByRole('article', { name: en('messaging:thread.fromYou') }).filter({ hasText: QUESTION });
  await expect(sent).toBeVisible();

  // It arrives live on the seller's page, in Traditional Chinese, labelled, with the original on request.
  const conversation = seller.page
    .getByRole('list', { name: zh('messaging:list.label') })
    .getByRole('button')
    .first();
  await expect(conversation).toContainText('Garden cottage with a south lawn');
  await conversation.click();
  const incoming = seller.page.getByRole('article', { name: zh('messaging:thread.from', { name: 'Ada Okafor' }) });
  await expect(incoming).toContainText('花園是朝南的嗎？');
  await expect(incoming.getByText(zh('messaging:translation.translated'))).toBeVisible();
  await incoming.getByRole('button', { name: zh('messaging:translation.showOriginal') }).click();
  await expect(incoming).toContainText(QUESTION);
  const findings = await auditPage(seller.page, 'the messages page in Traditional Chinese', false);

  // Opening it marked it read: the buyer's tick says so, live.
  await expect(sent.getByText(en('messaging:status.read'))).toBeVisible();

  // The seller answers in Chinese; the buyer reads it in English, without reloading.
  await seller.page.getByRole('textbox', { name: zh('messaging:composer.label') }).fill(ANSWER);
  await seller.page.getByRole('button', { name: zh('messaging:composer.send') }).click();
  await expect(seller.page.getByRole('article', { name: zh('messaging:thread.fromYou') }).filter({ hasText: ANSWER })).toBeVisible();
  const reply = buyer.page.getByRole('article', { name: en('messaging:thread.from', { name: 'Ada Okafor' }) });
  await expect(reply).toContainText('Yes, it gets sun all afternoon.');
  await expect(reply.getByText(en('messaging:translation.translated'))).toBeVisible();

  // Both stay after a reload: the messages were stored before they were shown.
  await buyer.page.reload();
  await expect(buyer.page.getByRole('article', { name: en('messaging:thread.from', { name: 'Ada Okafor' }) })).toContainText(
    'Yes, it gets sun all afternoon.',
  );
  await expect(buyer.page.getByRole('article', { name: en('messaging:thread.fromYou') })).toContainText(QUESTION);
  expect(findings, findings.map((f) => `${f.path}: ${f.impact} ${f.rule} at ${f.targets.join(' | ')}`).join('\n')).toEqual([]);
  await seller.context.close();
  await buyer.context.close();
});
