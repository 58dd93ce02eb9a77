import { expect, test } from '@playwright/test';
import { createVerifiedAccount, signedInBrowser } from '../support/accounts';
import { catalog } from '../support/catalog';
import { createCompleteListing, listingPlanCheckout } from '../support/listings';
import { open } from '../support/navigation';

const t = catalog('zh-Hans');
const SHANGHAI = { locale: 'zh-CN', timezoneId: 'Asia/Shanghai' };

test('a buyer in Simplified Chinese pays a listing plan with Alipay through the confirmation step and sees it paid', async ({
  browser,
  request,
  baseURL,
}) => {
  const account = await createVerifiedAccount(request, baseURL ?? '', 'alipay');
  const { context, page } = await signedInBrowser(browser, account, SHANGHAI);
  const listingId = await createCompleteListing(page.request);
  const checkoutId = await listingPlanCheckout(page.request, listingId);
  await open(page, `/checkout/${checkoutId}`);

  await expect(page.getByRole('heading', { level: 1, name: t('payments:checkout.title') })).toBeVisible();
  const alipay = page
    .getByRole('group', { name: t('payments:checkout.payWith') })
    .getByRole('radio', { name: t('payments:methods.alipay') });
  await alipay.check();
  await expect(page.getByText(/支付宝将从您的钱包以CNY扣款/)).toBeVisible();
  await page.getByRole('button', { name: new RegExp(`^使用${t('payments:methods.alipay')}支付`) }).click();

  // The demo processor's page stands in for Alipay's: the payer approves there and comes back.
  await expect(page).toHaveURL(/\/pay\/demo\/pi_demo_[0-9a-f]{24}$/);
  await expect(page.getByRole('heading', { level: 1, name: t('payments:demoConfirm.title') })).toBeVisible();
  await page.getByRole('button', { name: /^确认并支付/ }).click();

  await expect(page).toHaveURL(new RegExp(`/checkout/${checkoutId}\\?payment=`));
  await expect(page.getByRole('heading', { name: t('payments:checkout.paidTitle') })).toBeVisible();
  await expect(page.getByText(t('payments:methods.alipay')).first()).toBeVisible();

  // Paid: opening the checkout again shows its receipt, not a way to pay.
  await open(page, `/checkout/${checkoutId}`);
  await expect(page.getByRole('heading', { name: t('payments:checkout.alreadyPaidTitle') })).toBeVisible();
  await context.close();
});
