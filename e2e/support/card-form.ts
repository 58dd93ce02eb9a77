import { expect, type Locator, type Page } from '@playwright/test';

/** Fills the shared card form (wallet and checkout) with a test card and a US billing address. */
export async function fillCardForm(form: Locator, number: string) {
  await form.getByLabel('Cardholder name').fill('Ada Okafor');
  await form.getByLabel('Card number').fill(number);
  await form.getByLabel('Expiration date').fill('12/2031');
  await form.getByLabel('Security code').fill('123');
  await form.getByLabel('Street address').fill('500 River St');
  await form.getByLabel('City').fill('Austin');
  await form.getByLabel('Country').selectOption({ label: 'United States' });
  const state = form.getByLabel('State or province');
  if ((await state.evaluate((el) => el.tagName)) === 'SELECT') await state.selectOption('TX');
  else await state.fill('TX');
  await form.getByLabel('ZIP code').fill('78701');
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
