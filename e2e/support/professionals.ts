import { expect, type APIRequestContext, type APIResponse, type Browser, type BrowserContext } from '@playwright/test';
import { createVerifiedAccount, e2eAdminAccount, signIn, signedInBrowser } from './accounts';
import { DEMO_CARD, PNG, uploadFile } from './listings';

const CLIENT = { 'x-requested-with': 'fetch' };
const nextYear = new Date().getUTCFullYear() + 1;

/** A call that must succeed; its `data`. */
async function ok<T = { _id: string }>(call: Promise<APIResponse>, status = 200): Promise<T> {
  const res = await call;
  expect(res.status(), await res.text()).toBe(status);
  return ((await res.json()) as { data: T }).data;
}

/**
 * A browser context signed in as the admin the e2e server names (ADMIN_EMAILS), creating the
 * account on first use. The caller closes the context (disposing only its `request` left the
 * context open, and the worker's next journey found its API request context closed).
 */
async function adminContext(browser: Browser, request: APIRequestContext, baseURL: string): Promise<BrowserContext> {
  const context = await browser.newContext();
  await signIn(context.request, await e2eAdminAccount(request, baseURL));
  return context;
}

/**
 * A verified appraiser serving `zipCode`, set up through the API the sign-up pages call (both
 * profile steps with private documents, a Basic monthly plan paid with a demo card, the postal
 * code, submitted and approved by the admin), offering a Drive-by appraisal for properties under
 * 1,500 sq ft at $200 in 5 days. Returns their account id and a signed-in browser of their own.
 */
export async function verifiedAppraiser(
  browser: Browser,
  request: APIRequestContext,
  baseURL: string,
  { zipCode, firstName = 'Marisol', lastName = 'Quintero' }: { zipCode: string; firstName?: string; lastName?: string },
) {
  const account = await createVerifiedAccount(request, baseURL, 'appraiser');
  const pro = await signedInBrowser(browser, account, { locale: 'en-US', timezoneId: 'America/Chicago' });
  const api = pro.request;
  const document = (name: string) => uploadFile(api, { name, type: 'image/png', bytes: PNG, access: 'private' });
  const documents = { governmentId: [await document('governmentId.png')], professionalLicense: [await document('licence.png')] };
  await ok(
    api.put('/api/v1/professionals/me/information', {
      headers: CLIENT,
      data: {
        profession: 'appraiser',
        governmentId: {
          firstName,
          lastName,
          idNumber: 'D4417029',
          dateOfBirth: { month: '4', day: '18', year: '1984' },
          expiration: `${nextYear}-05-31`,
        },
        professionalLicense: { number: 'TX-1338402', expiration: `${nextYear}-12-31` },
        tradeMembership: 'Appraisal Institute',
        credentials: ['SRA'],
        aboutMe: 'Residential appraisals across Austin, in English and Spanish.',
        spokenLanguages: ['en', 'es'],
        documents,
      },
    }),
  );
  await ok(
    api.put('/api/v1/professionals/me/company', {
      headers: CLIENT,
      data: {
        companyName: `${lastName} Valuation`,
        website: 'https://valuation.example.com',
        street: '500 Congress Ave',
        city: 'Austin',
        state: 'TX',
        postalCode: zipCode,
        country: 'us',
      },
    }),
  );
  const checkout = await ok(
    api.post('/api/v1/checkouts', {
      headers: CLIENT,
      data: { product: { kind: 'membership-plan', ref: 'new', options: { plan: 'basic', cycle: 'monthly' } } },
    }),
    201,
  );
  await ok(
    api.post(`/api/v1/checkouts/${checkout._id}/pay`, {
      headers: { ...CLIENT, 'idempotency-key': `plan-${checkout._id}` },
      data: { card: DEMO_CARD },
    }),
  );
  await ok(api.post('/api/v1/memberships/mine/service-areas', { headers: CLIENT, data: { country: 'US', postalCode: zipCode } }), 201);
  await ok(api.post('/api/v1/professionals/me/submit', { headers: CLIENT }));
  const { _id: accountId } = await ok(api.get('/api/v1/account', { headers: CLIENT }));

  const admin = await adminContext(browser, request, baseURL);
  await ok(admin.request.post(`/api/v1/professionals/${accountId}/approve`, { headers: CLIENT }));
  await admin.close();

  await ok(
    api.post('/api/v1/appraisalServices', {
      headers: CLIENT,
      data: { sizeRange: 'under-1500', currency: 'USD', types: { 'drive-by': { price: 20_000, leadTime: 5 } } },
    }),
    201,
  );
  return { accountId, name: `${firstName} ${lastName}`, ...pro };
}
