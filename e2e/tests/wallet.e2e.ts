import { expect, test, type Page } from '@playwright/test';
import { createVerifiedAccount, logInThroughPopup } from '../support/accounts';
import { fillCardForm } from '../support/card-form';
import { createCompleteListing, listingPlanCheckout } from '../support/listings';
import { open } from '../support/navigation';

async function signIn(page: Page, email: string, password: string) {
  await open(page, '/');
  await page.getByRole('button', { name: 'Log in' }).first().click();
  await logInThroughPopup(page, email, password);
  await expect(page.getByRole('button', { name: 'Log in' })).toHaveCount(0);
}

test('add a card in the wallet, buy a listing plan with it, and see the receipt', async ({ page, request, baseURL }) => {
  const { email, password } = await createVerifiedAccount(request, baseURL ?? '', 'wallet');
  await signIn(page, email, password);

  await open(page, '/dashboard/wallet');
  const addForm = page.locator('form').filter({ has: page.getByRole('button', { name: 'Add card' }) });
  await fillCardForm(addForm, '4242424242424242');
  await expect(addForm.getByLabel('Card number')).toHaveValue('4242 4242 4242 4242');
  await addForm.getByRole('button', { name: 'Add card' }).click();
  await expect(page.getByText('The card has been added to your wallet')).toBeVisible();
  await expect(page.getByRole('list', { name: 'Saved cards' }).getByText(/4242/).first()).toBeVisible();

  const listingId = await createCompleteListing(page.request);
  await open(page, `/checkout/${await listingPlanCheckout(page.request, listingId)}`);
  await expect(page.getByRole('heading', { name: 'What you are buying' })).toBeVisible();
  await expect(page.getByText('Listing plan: 6 months, Bright corner condo by the river')).toBeVisible();
  await page.getByRole('button', { name: /^Pay \$249\.00/ }).click();
  await expect(page.getByText('Thank you! Your payment went through.')).toBeVisible();
  await expect(page.getByText(/TN-\d{6}/).first()).toBeVisible();

  await open(page, '/dashboard/wallet');
  await expect(page.getByText('$249.00').first()).toBeVisible();
  await page.getByRole('link', { name: 'View receipt' }).first().click();
  await expect(page.getByRole('heading', { name: /Receipt TN-\d{6}/ })).toBeVisible();
});

test("a declined card shows the spec's message and keeps the form filled", async ({ page, request, baseURL }) => {
  const { email, password } = await createVerifiedAccount(request, baseURL ?? '', 'declined');
  await signIn(page, email, password);
  const listingId = await createCompleteListing(page.request, 'Garden studio near the university');
  await open(page, `/checkout/${await listingPlanCheckout(page.request, listingId, 3)}`);
  await page.getByLabel('Use a new card').check();
  const form = page.locator('form').filter({ has: page.getByRole('button', { name: /^Pay / }) });
  await fillCardForm(form, '4000000000000002');
  await form.getByRole('button', { name: /^Pay \$149\.00/ }).click();
  await expect(page.getByRole('heading', { name: 'Payment Failed' })).toBeVisible();
  await expect(
    page.getByText('The payment was not able to be completed, please check your information and make sure your card has not expired.'),
  ).toBeVisible();
  await expect(form.getByLabel('Card number')).toHaveValue('4000 0000 0000 0002');
  await expect(form.getByLabel('Cardholder name')).toHaveValue('Ada Okafor');
});

test('a professional in Germany adds a card billed to Berlin and a payout method with an IBAN', async ({ page, request, baseURL }) => {
  const { email, password } = await createVerifiedAccount(request, baseURL ?? '', 'abroad');
  await signIn(page, email, password);
  await open(page, '/dashboard/wallet');

  const cardForm = page.locator('form').filter({ has: page.getByRole('button', { name: 'Add card' }) });
  await fillCardForm(cardForm, '4242424242424242');
  await cardForm.getByLabel('Country').selectOption('de');
  await cardForm.getByLabel('State or province').fill('Berlin');
  await cardForm.getByLabel('Postal code').fill('10117');
  await cardForm.getByRole('button', { name: 'Add card' }).click();
  await expect(page.getByText('The card has been added to your wallet')).toBeVisible();

  const payouts = page.getByRole('region', { name: 'Payout methods' });
  await payouts.getByLabel('Bank account in').selectOption('iban');
  await payouts.getByLabel('Name on account').fill('Lin Appraisals GmbH');
  await payouts.getByLabel('IBAN', { exact: true }).fill('DE89 3704 0044 0532 0130 00');
  await payouts.getByLabel('Confirm IBAN').fill('DE89 3704 0044 0532 0130 00');
  await payouts.getByLabel('BIC (SWIFT code)').fill('COBADEFFXXX');
  await payouts.getByLabel("Account holder's name").fill('Mei Lin');
  await payouts.getByLabel('Street address').fill('Unter den Linden 1');
  await payouts.getByLabel('City').fill('Berlin');
  await payouts.getByLabel('Country').selectOption('de');
  await payouts.getByLabel('Postal code').fill('10117');
  await payouts.getByRole('button', { name: 'Add payout method' }).click();
  await expect(page.getByText('The payout method has been added')).toBeVisible();
  await expect(payouts.getByRole('list', { name: 'Your payout methods' })).toContainText('IBAN •••• 3000 · BIC COBADEFFXXX');
});
