import { expect, test, type Page } from '@playwright/test';
import { e2eAdminAccount, linkIn, signedInBrowser, uniqueEmail, waitForMail } from '../support/accounts';
import { auditPage, type Finding } from '../support/accessibility';
import { payWithNewCard } from '../support/card-form';
import { catalog } from '../support/catalog';
import { PNG } from '../support/listings';
import { open } from '../support/navigation';

const en = catalog('en-us');
const PASSWORD = 'Jade-Garden-31';
const SERVED_ZIP = '78701';
const OTHER_ZIP = '10001';

/** Signs up through the popup with the industry-professional box ticked; lands on the professional sign-up. */
async function signUpAsProfessional(page: Page, email: string) {
  await open(page, '/');
  await page.getByRole('button', { name: 'Sign up' }).first().click();
  const dialog = page.getByRole('dialog', { name: 'Sign up' });
  await dialog.getByLabel('First name').fill('Marisol');
  await dialog.getByLabel('Last name').fill('Quintero');
  await dialog.getByLabel('Email').fill(email);
  await dialog.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await dialog.getByLabel('Confirm password').fill(PASSWORD);
  await dialog.getByLabel(en('accounts:signup.professional')).check();
  await dialog.getByRole('button', { name: 'Sign Up' }).click();
  await expect(page.getByRole('heading', { name: 'Welcome to Terranest' })).toBeVisible();
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page).toHaveURL(/\/professional\/register/);
  await expect(page.getByRole('heading', { level: 1, name: en('professionalSignup:title.register') })).toBeVisible();
}

const stepHeading = (page: Page, number: number, label: string) =>
  expect(page.getByRole('heading', { name: en('professionalSignup:steps.heading', { number, total: 5, label }) })).toBeVisible();

async function fillInformation(page: Page) {
  await stepHeading(page, 1, en('professionalSignup:steps.information'));
  await page.getByLabel(en('professionalSignup:information.profession'), { exact: true }).selectOption('appraiser');
  await page.getByLabel(en('professionalSignup:information.firstName'), { exact: true }).fill('Marisol');
  await page.getByLabel(en('professionalSignup:information.lastName'), { exact: true }).fill('Quintero');
  await page.getByLabel(en('professionalSignup:information.idNumber'), { exact: true }).fill('D4417029');
  await page.getByLabel(en('professionalSignup:information.idExpiration'), { exact: true }).fill('2031-05-31');
  await page.getByLabel(en('professionalSignup:information.month'), { exact: true }).fill('4');
  await page.getByLabel(en('professionalSignup:information.day'), { exact: true }).fill('18');
  await page.getByLabel(en('professionalSignup:information.year'), { exact: true }).fill('1984');
  await page.getByLabel(en('professionalSignup:information.licenseNumber'), { exact: true }).fill('TX-1338402');
  await page.getByLabel(en('professionalSignup:information.licenseExpiration'), { exact: true }).fill('2029-12-31');
  await page
    .getByLabel(en('professionalSignup:information.aboutMe'), { exact: true })
    .fill('Residential appraisals across Austin, in English and Spanish.');
  await page.getByRole('checkbox', { name: 'English' }).check();
  for (const kind of ['governmentId', 'professionalLicense'] as const) {
    const label = en(`professionalSignup:information.documentKinds.${kind}`);
    await page
      .getByLabel(en('common:privateFiles.add', { label }))
      .setInputFiles({ name: `${kind}.png`, mimeType: 'image/png', buffer: PNG });
    await expect(page.getByRole('button', { name: en('common:privateFiles.removeFile', { name: `${kind}.png` }) })).toBeVisible();
  }
  await page.getByRole('button', { name: en('professionalSignup:actions.saveAndContinue') }).click();
}

async function fillCompany(page: Page) {
  await stepHeading(page, 2, en('professionalSignup:steps.company'));
  await page.getByLabel(en('professionalSignup:company.name'), { exact: true }).fill('Quintero Valuation');
  await page.getByLabel(en('professionalSignup:company.website'), { exact: true }).fill('https://quintero-valuation.example.com');
  await page.getByLabel('Country', { exact: true }).selectOption('us');
  await page.getByLabel('Street address', { exact: true }).fill('500 Congress Ave');
  await page.getByLabel('City', { exact: true }).fill('Austin');
  await page.getByLabel('State or province', { exact: true }).selectOption('TX');
  await page.getByLabel('ZIP code', { exact: true }).fill(SERVED_ZIP);
  await page.getByRole('button', { name: en('professionalSignup:actions.saveAndContinue') }).click();
}

async function choosePlanAndPay(page: Page) {
  await stepHeading(page, 3, en('professionalSignup:steps.plan'));
  await page.getByRole('radio', { name: en('professionalSignup:plan.cycles.monthly') }).check();
  await page.getByRole('radio', { name: new RegExp(`^${en('professionalSignup:plan.names.standard')}`) }).check();
  await page.getByRole('button', { name: en('professionalSignup:actions.toPayment') }).click();
  await stepHeading(page, 4, en('professionalSignup:steps.payment'));
  await page
    .getByRole('button', { name: en('professionalSignup:payment.pay', { plan: en('professionalSignup:plan.names.standard') }) })
    .click();
  await payWithNewCard(page, '$59.00');
  await page.getByRole('link', { name: 'Continue to your postal codes' }).click();
}

/** The status the verification page states in its "Your profile" section. */
const verifyStatus = (page: Page, status: 'submitted' | 'verified') =>
  page
    .getByRole('region', { name: en('professionalDashboard:verify.statusHeading') })
    .getByText(en(`professionalDashboard:verify.statuses.${status}`), { exact: true });

async function addPostalCodeAndSubmit(page: Page) {
  await stepHeading(page, 5, en('professionalSignup:steps.postal-codes'));
  await page.getByLabel('Postal code', { exact: true }).fill(SERVED_ZIP);
  await page.getByRole('button', { name: 'Add postal code' }).click();
  await expect(page.getByRole('list', { name: 'Your service postal codes' }).getByText(SERVED_ZIP)).toBeVisible();
  await page.getByRole('button', { name: en('professionalSignup:actions.submit') }).click();
  await expect(page).toHaveURL(/\/dashboard\/professional\/verify$/);
  await expect(verifyStatus(page, 'submitted')).toBeVisible();
}

/** The admin opens the queue, reviews the profile with its documents, and approves it. */
async function approveInQueue(admin: Page, name: string) {
  await open(admin, '/admin/professionals');
  await admin.getByRole('link', { name: en('admin:queue.reviewLabel', { name }) }).click();
  await expect(admin.getByRole('heading', { name: en('admin:review.title', { name }) })).toBeVisible();
  // The private document is served to the admin: the image loads.
  const idImage = admin.getByRole('img', {
    name: en('admin:review.documentLabel', { kind: en('admin:review.kinds.governmentId'), name: 'governmentId.png' }),
  });
  await expect(idImage).toBeVisible();
  await expect.poll(() => idImage.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
  await admin.getByRole('button', { name: en('admin:review.approve') }).click();
  await expect(admin.getByText(en('admin:review.approved', { name }))).toBeVisible();
}

test('a professional signs up in five steps, pays Standard, an admin approves, and the directory lists them for their postal code only', async ({
  page,
  request,
  baseURL,
  browser,
}) => {
  test.setTimeout(150_000);
  const email = uniqueEmail('appraiser');
  await signUpAsProfessional(page, email);

  // Paying and submitting need a verified email: the mailed link, then back to the sign-up.
  const mail = await waitForMail(request, email, 'verify-email');
  await open(page, linkIn(mail.text, `${baseURL}/verification/`));
  await expect(page.getByRole('heading', { name: 'Your account is verified' })).toBeVisible();
  await open(page, '/professional/register');
  const findings: Finding[] = [];
  findings.push(...(await auditPage(page, 'the sign-up step Your information', false)));

  await fillInformation(page);
  await fillCompany(page);
  await choosePlanAndPay(page);
  await addPostalCodeAndSubmit(page);

  const adminAccount = await e2eAdminAccount(request, baseURL ?? '');
  const admin = await signedInBrowser(browser, adminAccount, { locale: 'en-US', timezoneId: 'America/Chicago' });
  await approveInQueue(admin.page, 'Marisol Quintero');
  findings.push(...(await auditPage(admin.page, 'the admin review page', false)));
  await admin.context.close();

  await page.reload();
  await expect(verifyStatus(page, 'verified')).toBeVisible();
  // A visitor finds her among the appraisers for her ZIP code, marked as serving it (the demo's Austin appraiser serves it too).
  const visitor = await browser.newContext({ locale: 'en-US' });
  const directory = await visitor.newPage();
  await open(directory, '/find-professional/appraiser');
  await directory.getByLabel(en('professionalsDirectory:search.location'), { exact: true }).fill(SERVED_ZIP);
  await directory.getByRole('button', { name: en('professionalsDirectory:search.submit') }).click();
  findings.push(...(await auditPage(directory, 'the directory results', false)));
  const card = directory.getByRole('article').filter({ has: directory.getByRole('link', { name: 'Marisol Quintero' }) });
  await expect(card.getByText(en('professionalsDirectory:card.servesArea'))).toBeVisible();
  await card.getByRole('link', { name: 'Marisol Quintero' }).click();
  await expect(directory).toHaveURL(new RegExp(`/professional/[0-9a-f-]{36}/${SERVED_ZIP}$`));
  await expect(directory.getByRole('heading', { level: 1, name: /Marisol Quintero/ })).toBeVisible();
  await expect(directory.getByText(en('professionalsDirectory:profile.servesZip', { zipCode: SERVED_ZIP }))).toBeVisible();

  // The same profile for a ZIP code she does not serve.
  await open(directory, directory.url().replace(new RegExp(`${SERVED_ZIP}$`), OTHER_ZIP));
  await expect(directory.getByRole('alert').filter({ hasText: 'Outside of service area' })).toBeVisible();
  findings.push(...(await auditPage(directory, 'the profile outside its service area', false)));
  expect(findings, findings.map((f) => `${f.path}: ${f.impact} ${f.rule} at ${f.targets.join(' | ')}`).join('\n')).toEqual([]);
  await visitor.close();
});
