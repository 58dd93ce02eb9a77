import { expect, test } from '@playwright/test';
import { createVerifiedAccount, linkIn, logInThroughPopup, uniqueEmail, waitForMail } from '../support/accounts';
import { open } from '../support/navigation';

test('sign up, open the verification mail in the dev mailbox, verify, and reach a verified-only page', async ({ page }) => {
  const email = uniqueEmail('signup');
  await open(page, '/');
  await page.getByRole('button', { name: 'Sign up' }).first().click();
  const dialog = page.getByRole('dialog', { name: 'Sign up' });
  await dialog.getByLabel('First name').fill('Lin');
  await dialog.getByLabel('Last name').fill('Wei');
  await dialog.getByLabel('Email').fill(email);
  await dialog.getByLabel('Password', { exact: true }).fill('Jade-Garden-31');
  await dialog.getByLabel('Confirm password').fill('Jade-Garden-31');
  await dialog.getByRole('button', { name: 'Sign Up' }).click();
  await expect(page.getByRole('heading', { name: 'Welcome to Terranest' })).toBeVisible();
  await page.getByRole('button', { name: 'Continue' }).click();

  await open(page, `/dev/mail?to=${encodeURIComponent(email)}`);
  await page.getByRole('link', { name: 'Confirm your email address' }).first().click();
  await page
    .getByRole('link', { name: /\/verification\// })
    .first()
    .click();
  await expect(page.getByRole('heading', { name: 'Your account is verified' })).toBeVisible();

  await open(page, '/dashboard/wallet');
  await expect(page).toHaveURL(/\/dashboard\/wallet$/);
  await expect(page.getByRole('heading', { level: 1, name: /Wallet/ })).toBeVisible();
});

test("a wrong password shows 'Incorrect email/password' and 'Incorrect username/password'", async ({ page, request, baseURL }) => {
  const { email } = await createVerifiedAccount(request, baseURL ?? '', 'wrongpw');
  await open(page, '/');
  await page.getByRole('button', { name: 'Log in' }).first().click();
  await logInThroughPopup(page, email, 'Not-My-Password-1');
  const dialog = page.getByRole('dialog', { name: 'Log in' });
  await expect(dialog.getByText('Incorrect email/password')).toBeVisible();
  await expect(dialog.getByText('Incorrect username/password')).toBeVisible();
  await expect(dialog.getByLabel('Password', { exact: true })).toHaveValue('');
});

test('forgot password: the temporary password opens the recovery view, and the new password works', async ({ page, request, baseURL }) => {
  const { email } = await createVerifiedAccount(request, baseURL ?? '', 'forgot');
  await open(page, '/');
  await page.getByRole('button', { name: 'Log in' }).first().click();
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('button', { name: 'Forgot password?' }).click();
  await dialog.getByLabel('Email').fill(email);
  await dialog.getByRole('button', { name: 'Email me a temporary password' }).click();
  await expect(dialog.getByText('Check your inbox')).toBeVisible();

  const mail = await waitForMail(request, email, 'recovery-password');
  const temporary = mail.text
    .split(/\s+/)
    .find((word) => /^[A-Za-z0-9$@!%*?&-]{12}$/.test(word) && /\d/.test(word) && /[$@!%*?&-]/.test(word));
  expect(temporary).toBeTruthy();
  await dialog.getByRole('button', { name: 'Back to log in' }).click();
  await logInThroughPopup(page, email, temporary ?? '');

  const recovery = page.getByRole('dialog', { name: 'Choose a new password' });
  await recovery.getByLabel('New password').fill('Fresh-Start-2026');
  await recovery.getByLabel('Confirm password').fill('Fresh-Start-2026');
  await recovery.getByRole('button', { name: 'Save and continue' }).click();
  await expect(recovery).toBeHidden();

  await page.context().clearCookies();
  await open(page, '/');
  await page.getByRole('button', { name: 'Log in' }).first().click();
  await logInThroughPopup(page, email, 'Fresh-Start-2026');
  await expect(page.getByRole('dialog', { name: 'Log in' })).toBeHidden();
  await expect(page.getByRole('button', { name: 'Log in' })).toHaveCount(0);
});

test("the recovery mail's cancel link voids the temporary password; a link made from the email alone does not", async ({
  page,
  request,
  baseURL,
}) => {
  const { email } = await createVerifiedAccount(request, baseURL ?? '', 'cancel');
  const headers = { 'x-requested-with': 'fetch' };
  expect((await request.post('/api/v1/account/forgot-password', { headers, data: { email } })).status()).toBe(200);
  const mail = await waitForMail(request, email, 'recovery-password');
  const temporary =
    mail.text.split(/\s+/).find((word) => /^[A-Za-z0-9$@!%*?&-]{12}$/.test(word) && /\d/.test(word) && /[$@!%*?&-]/.test(word)) ?? '';
  const logInWithTemporary = () =>
    request.post('/api/v1/account/login', { headers, data: { username: email, password: Buffer.from(temporary).toString('base64') } });

  await open(page, `/?action=cancel-recovery&refId=${encodeURIComponent(Buffer.from(email).toString('base64'))}`);
  await expect(page.getByText('This recovery link has expired or is not valid.')).toBeVisible();
  expect((await logInWithTemporary()).status()).toBe(200);
  await request.post('/api/v1/account/logout', { headers });

  await open(page, linkIn(mail.text, `${baseURL}/?action=cancel-recovery`));
  await expect(page.getByText('Password reset cancelled. Your current password keeps working.')).toBeVisible();
  expect((await logInWithTemporary()).status()).toBe(401);
});

test('a visitor choosing a verified-only menu entry logs in through the popup and lands on that page', async ({
  page,
  request,
  baseURL,
}) => {
  const { email, password } = await createVerifiedAccount(request, baseURL ?? '', 'menu');
  await open(page, '/about');
  await page.getByRole('button', { name: 'Sell' }).first().click();
  await page
    .getByRole('link', { name: /List a property/ })
    .first()
    .click();
  await expect(page.getByRole('dialog', { name: 'Log in' })).toBeVisible();
  await logInThroughPopup(page, email, password);
  await expect(page).toHaveURL(/\/dashboard\/listings\/new$/);
});

test('a profile phone number from the United Kingdom is formatted as typed and kept after a reload', async ({ page, request, baseURL }) => {
  const { email, password } = await createVerifiedAccount(request, baseURL ?? '', 'phone');
  await open(page, '/');
  await page.getByRole('button', { name: 'Log in' }).first().click();
  await logInThroughPopup(page, email, password);
  await expect(page.getByRole('button', { name: 'Log in' })).toHaveCount(0);

  await open(page, '/dashboard/account/profile');
  await page.getByLabel('Country code').selectOption('gb');
  await page.getByLabel('Phone number').pressSequentially('07911123456');
  await expect(page.getByLabel('Phone number')).toHaveValue('07911 123456');
  await page.getByRole('button', { name: 'Save changes' }).click();
  await expect(page.getByText('Your profile has been saved')).toBeVisible();

  await page.reload();
  await expect(page.getByLabel('Country code')).toHaveValue('gb');
  await expect(page.getByLabel('Phone number')).toHaveValue('07911 123456');
});
