import { expect, type APIRequestContext, type Browser, type Page } from '@playwright/test';

const CLIENT = { 'x-requested-with': 'fetch' };
let counter = 0;

/** A fresh address for one test. */
export function uniqueEmail(label: string): string {
  counter += 1;
  return `${label}.${Date.now()}.${process.pid}.${counter}@example.com`;
}

type Mail = { subject: string; text: string; template: string | null };

/** Waits for the newest mail of a template to arrive in the dev mailbox. */
export async function waitForMail(request: APIRequestContext, to: string, template: string): Promise<Mail> {
  let found: Mail | undefined;
  await expect
    .poll(
      async () => {
        const res = await request.get(`/api/v1/dev/mail?to=${encodeURIComponent(to)}`);
        const mails = ((await res.json()) as { data: Mail[] }).data;
        found = mails.find((mail) => mail.template === template);
        return Boolean(found);
      },
      { timeout: 15_000 },
    )
    .toBe(true);
  return found as Mail;
}

/** The first link in a text that starts with `prefix`. */
export function linkIn(text: string, prefix: string): string {
  const match = new RegExp(`${prefix.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}[^\\s)"'<>]+`).exec(text);
  if (!match) throw new Error(`no ${prefix} link in ${text}`);
  return match[0];
}

/**
 * A client address of its own for each account the journeys create through the API (from the IPv6
 * documentation range, never a real host): the e2e server trusts loopback as a proxy (TRUST_PROXY in
 * playwright.config.ts), so the sign-up limit per address (10 an hour) counts each journey's
 * sign-ups apart instead of the whole suite's as one visitor's.
 */
function ownClientAddress(): string {
  return `2001:db8::${process.pid.toString(16)}:${counter.toString(16)}`;
}

/**
 * The address the e2e server lists in ADMIN_EMAILS (playwright.config.ts): verifying it makes the
 * account an admin, the way a real deployment names its admins.
 */
export const E2E_ADMIN_EMAIL = 'e2e.admin@example.com';

/** Creates and verifies an account through the API; returns its credentials. */
export async function createVerifiedAccount(
  request: APIRequestContext,
  baseURL: string,
  label = 'verified',
  { email = uniqueEmail(label), locale = 'en-us' }: { email?: string; locale?: 'en-us' | 'zh-Hant' | 'zh-Hans' | 'es' } = {},
) {
  const password = 'Harbor-View-58';
  const register = await request.post('/api/v1/account/register', {
    headers: { ...CLIENT, 'x-forwarded-for': ownClientAddress() },
    data: {
      email,
      password: Buffer.from(password).toString('base64'),
      accountType: 'individual',
      name: { firstName: 'Ada', lastName: 'Okafor' },
      locale,
    },
  });
  expect(register.status()).toBe(201);
  const mail = await waitForMail(request, email, 'verify-email');
  const token = linkIn(mail.text, `${baseURL}/verification/`).split('/').pop();
  expect((await request.post(`/api/v1/account/verify/${token}`, { headers: CLIENT })).status()).toBe(200);
  await request.post('/api/v1/account/logout', { headers: CLIENT });
  return { email, password };
}

/**
 * The admin the e2e server names (E2E_ADMIN_EMAIL): created by whichever journey needs it first,
 * signed in by the others (the journeys share one server).
 */
export async function e2eAdminAccount(request: APIRequestContext, baseURL: string) {
  const account = { email: E2E_ADMIN_EMAIL, password: 'Harbor-View-58' };
  const login = await request.post('/api/v1/account/login', {
    headers: { ...CLIENT, 'x-forwarded-for': ownClientAddress() },
    data: { username: account.email, password: Buffer.from(account.password).toString('base64') },
  });
  if (login.status() !== 200) return createVerifiedAccount(request, baseURL, 'admin', { email: E2E_ADMIN_EMAIL });
  await request.post('/api/v1/account/logout', { headers: CLIENT });
  return account;
}

/** Fills and sends the login popup. */
export async function logInThroughPopup(page: Page, email: string, password: string) {
  const dialog = page.getByRole('dialog', { name: 'Log in' });
  await dialog.getByLabel('Email').fill(email);
  await dialog.getByLabel('Password', { exact: true }).fill(password);
  await dialog.getByRole('button', { name: 'Log In' }).click();
}

/** A browser of its own for one person, in their language and time zone, signed in through the API. */
export async function signedInBrowser(
  browser: Browser,
  account: { email: string; password: string },
  options: { locale: string; timezoneId: string },
) {
  const context = await browser.newContext(options);
  await signIn(context.request, account);
  return { context, page: await context.newPage(), request: context.request };
}

/** Signs the browser context of `request` in through the API (its cookies then carry the session). */
export async function signIn(request: APIRequestContext, account: { email: string; password: string }) {
  // From an address of its own, like the sign-ups: the per-address login limit is for people, and
  // every journey's browser shares the loopback address.
  const login = await request.post('/api/v1/account/login', {
    headers: { ...CLIENT, 'x-forwarded-for': ownClientAddress() },
    data: { username: account.email, password: Buffer.from(account.password).toString('base64') },
  });
  expect(login.status()).toBe(200);
}
