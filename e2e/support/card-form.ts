import { expect, type Locator, type Page } from '@playwright/test';
import { catalog } from './catalog';

/**
 * Fills the shared card form (wallet and checkout) with a test card and a US billing address,
 * finding its fields by the labels of the page's language (English unless `t` is another catalog).
 */
export async function fillCardForm(form: Locator, number: string, t = catalog('en-us')) {
  await form.getByLabel(t('wallet:cardForm.cardholderName')).fill('Ada Okafor');
  await form.getByLabel(t('wallet:cardForm.number')).fill(number);
  await form.getByLabel(t('wallet:cardForm.expiry')).fill('12/2031');
  await form.getByLabel(t('wallet:cardForm.securityCode')).fill('123');
  await form.getByLabel(t('wallet:address.street')).fill('500 River St');
  await form.getByLabel(t('wallet:address.city')).fill('Austin');
  await form.getByLabel(t('wallet:address.country')).selectOption('us');
  const state = form.getByLabel(t('wallet:address.state'));
  if ((await state.evaluate((el) => el.tagName)) === 'SELECT') await state.selectOption('TX');
  else await state.fill('TX');
  await form.getByLabel(t('wallet:address.postalCode')).fill('78701');
}

/** Pays the open checkout page with a new test card and waits for the thank-you. */
export async function payWithNewCard(page: Page, amount: string, number = '4242424242424242') {
  await expect(page.getByRole('heading', { name: 'What you are buying' })).toBeVisible();
  const newCard = page.getByLabel('Use a new card');
  if (await newCard.count()) await newCard.check();
  const form = page.locator('form').filter({ has: page.getByRole('button', { name: /^Pay / }) });
  await fillCardForm(form, number);
  await form.getByRole('button', { name: `Pay ${amount}` }).click();
  await expect(page.getByText('Thank you! Your payment went through.')).toBeVisible();
}
