import { eq } from 'drizzle-orm';
import { OAuth2Server } from 'oauth2-mock-server';
import { afterAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../../../test/app';
import { httpClient, latestMail, logIn, signUp, signUpVerified, type HttpClient } from '../../../test/http-client';
import { accounts } from '../../db/schema/index';
import { safeReturnPath } from './google-sign-in';

// A real OpenID Connect provider on a local port, standing in for Google.
const provider = new OAuth2Server();
await provider.issuer.keys.generate('RS256');
await provider.start(0, '127.0.0.1');
afterAll(() => provider.stop());
const issuer = provider.issuer.url ?? '';

const { app, db } = await createTestApp({
  oidc: { issuer, clientId: 'terranest-test', clientSecret: 'test-secret' },
  adminEmails: ['chief@example.com', 'chief2@example.com'],
});
const { app: withoutGoogle } = await createTestApp();

type Person = { sub: string; email: string; email_verified: boolean; given_name?: string; family_name?: string };

let signingAs: Person | undefined;
// The provider signs an access token and an ID token per sign-in; both carry the person's claims.
provider.service.on('beforeTokenSigning', (token) => {
  if (signingAs) Object.assign(token.payload, signingAs);
});

/** The provider signs the next tokens for this person. */
function nextSignInAs(person: Person) {
  signingAs = person;
}

/** The browser's part of the flow up to the way back: our redirect → the provider → the callback path to open. */
async function callbackFromProvider(client: HttpClient, cb: string) {
  const start = await client.get(`/api/v1/auth/google?cb=${encodeURIComponent(cb)}`);
  expect(start.statusCode).toBe(302);
  const authorize = new URL(String(start.headers.location));
  expect(authorize.origin).toBe(new URL(issuer).origin);
  expect(authorize.searchParams.get('code_challenge_method')).toBe('S256');
  expect(authorize.searchParams.get('code_challenge')).toBeTruthy();
  const atProvider = await fetch(authorize, { redirect: 'manual' });
  const callback = new URL(String(atProvider.headers.get('location')));
  expect(callback.pathname).toBe('/api/v1/auth/google/callback');
  return { path: callback.pathname + callback.search, state: callback.searchParams.get('state') };
}

/** Runs the browser's part of the flow: our redirect → the provider → our callback. */
async function signInWithGoogle(client: HttpClient, cb = '/dashboard/wallet') {
  return client.get((await callbackFromProvider(client, cb)).path);
}

describe('Sign in with Google (OIDC authorization code + PKCE)', () => {
  it('creates a verified account from the ID token and returns to cb, signed in', async () => {
    const client = httpClient(app);
    nextSignInAs({ sub: 'google-1001', email: 'Kenji.Sato@Example.com', email_verified: true, given_name: 'Kenji', family_name: 'Sato' });
    const done = await signInWithGoogle(client);
    expect(done.statusCode).toBe(302);
    expect(done.headers.location).toBe('/dashboard/wallet');
    const account = (await client.get('/api/v1/account')).json().data;
    expect(account).toMatchObject({
      email: 'kenji.sato@example.com',
      verified: true,
      name: { firstName: 'Kenji', lastName: 'Sato' },
      hasPassword: false,
      googleLinked: true,
    });
    expect((await latestMail(app, 'kenji.sato@example.com'))?.template).toBe('welcome');
  });

  it('signs the same Google identity into the same account next time', async () => {
    const first = httpClient(app);
    nextSignInAs({ sub: 'google-1002', email: 'ana.lima@example.com', email_verified: true, given_name: 'Ana', family_name: 'Lima' });
    await signInWithGoogle(first);
    const id = (await first.get('/api/v1/account')).json().data._id;
    const second = httpClient(app);
    nextSignInAs({ sub: 'google-1002', email: 'ana.lima@example.com', email_verified: true });
    await signInWithGoogle(second);
    expect((await second.get('/api/v1/account')).json().data._id).toBe(id);
  });

  it('links a verified Google email to the existing verified password account with that email', async () => {
    const existing = httpClient(app);
    const { email, password, account } = await signUpVerified(app, existing);
    const client = httpClient(app);
    nextSignInAs({ sub: 'google-1003', email, email_verified: true });
    await signInWithGoogle(client);
    const linked = (await client.get('/api/v1/account')).json().data;
    expect(linked).toMatchObject({ _id: account._id, verified: true, hasPassword: true, googleLinked: true });
    expect((await existing.get('/api/v1/account')).statusCode).toBe(200);
    expect((await logIn(httpClient(app), email, password)).statusCode).toBe(200);
  });

  it('takes an unverified account back from whoever registered the email first (pre-hijacking)', async () => {
    const squatter = httpClient(app);
    const { email, password, account } = await signUp(squatter);
    expect((await squatter.post('/api/v1/account/forgot-password', { email })).statusCode).toBe(200);
    const owner = httpClient(app);
    nextSignInAs({ sub: 'google-1008', email, email_verified: true });
    await signInWithGoogle(owner);
    expect((await owner.get('/api/v1/account')).json().data).toMatchObject({
      _id: account._id,
      verified: true,
      hasPassword: false,
      googleLinked: true,
    });
    expect((await squatter.get('/api/v1/account')).statusCode).toBe(419);
    const again = await logIn(httpClient(app), email, password);
    expect(again.statusCode).toBe(401);
    const [row] = await db.select().from(accounts).where(eq(accounts.id, account._id));
    expect(row).toMatchObject({ passwordHash: null, recoveryPasswordHash: null });
  });

  it('drops a provider identity linked while the email was unverified when a verified one claims the account', async () => {
    const squatter = httpClient(app);
    nextSignInAs({ sub: 'google-squat-1', email: 'claimed@example.com', email_verified: false });
    await signInWithGoogle(squatter);
    const squatted = (await squatter.get('/api/v1/account')).json().data;
    const owner = httpClient(app);
    nextSignInAs({ sub: 'google-owner-1', email: 'claimed@example.com', email_verified: true });
    await signInWithGoogle(owner);
    expect((await owner.get('/api/v1/account')).json().data).toMatchObject({ _id: squatted._id, verified: true });
    expect((await squatter.get('/api/v1/account')).statusCode).toBe(419);
    const back = httpClient(app);
    nextSignInAs({ sub: 'google-squat-1', email: 'claimed@example.com', email_verified: false });
    const done = await signInWithGoogle(back, '/about');
    expect(done.headers.location).toBe('/about?auth=google-failed');
    expect((await back.get('/api/v1/account')).statusCode).toBe(401);
  });

  it('creates an unverified account and mails a verification link when Google has not verified the email', async () => {
    const client = httpClient(app);
    nextSignInAs({ sub: 'google-1007', email: 'fresh@example.com', email_verified: false, given_name: 'Fresh', family_name: 'Face' });
    await signInWithGoogle(client);
    expect((await client.get('/api/v1/account')).json().data.verified).toBe(false);
    expect((await latestMail(app, 'fresh@example.com'))?.template).toBe('verify-email');
  });

  it('refuses to take over an existing account with an unverified Google email', async () => {
    const { email } = await signUp(httpClient(app));
    const client = httpClient(app);
    nextSignInAs({ sub: 'google-1004', email, email_verified: false });
    const done = await signInWithGoogle(client, '/about');
    expect(done.headers.location).toBe('/about?auth=google-failed');
    expect((await client.get('/api/v1/account')).statusCode).toBe(401);
  });

  it('makes a listed ADMIN_EMAILS address admin only when Google vouches for it', async () => {
    const unverified = httpClient(app);
    nextSignInAs({ sub: 'google-2001', email: 'chief@example.com', email_verified: false });
    await signInWithGoogle(unverified);
    expect((await unverified.get('/api/v1/account')).json().data).toMatchObject({ verified: false, roles: { admin: false } });
    const verified = httpClient(app);
    nextSignInAs({ sub: 'google-2002', email: 'chief2@example.com', email_verified: true });
    await signInWithGoogle(verified);
    expect((await verified.get('/api/v1/account')).json().data).toMatchObject({ verified: true, roles: { admin: true } });
  });

  it('accepts each flow once: a replayed callback fails', async () => {
    const client = httpClient(app);
    nextSignInAs({ sub: 'google-1005', email: 'replay@example.com', email_verified: true });
    const callback = await callbackFromProvider(client, '/');
    expect((await client.get(callback.path)).headers.location).toBe('/');
    const replay = await httpClient(app).get(callback.path, { cookie: `tn_google_flow=${callback.state}` });
    expect(replay.headers.location).toBe('/?auth=google-failed');
  });

  it('only returns to paths on this site', async () => {
    nextSignInAs({ sub: 'google-1006', email: 'safe@example.com', email_verified: true });
    expect((await signInWithGoogle(httpClient(app), '//evil.example/x')).headers.location).toBe('/');
  });

  it('binds the flow to the browser that started it with a short-lived httpOnly SameSite=Lax cookie', async () => {
    const res = await httpClient(app).get('/api/v1/auth/google?cb=/');
    const cookie = res.cookies.find((c) => c.name === 'tn_google_flow');
    expect(cookie).toMatchObject({
      value: new URL(String(res.headers.location)).searchParams.get('state'),
      httpOnly: true,
      sameSite: 'Lax',
      path: '/',
      maxAge: 600,
    });
  });

  it("refuses a callback in a browser that did not start the flow (login CSRF), leaving the starter's flow intact", async () => {
    const attacker = httpClient(app);
    nextSignInAs({ sub: 'google-csrf-1', email: 'attacker@example.com', email_verified: true });
    const callback = (await callbackFromProvider(attacker, '/dashboard/wallet')).path;

    const victim = httpClient(app);
    const lured = await victim.get(callback);
    expect(lured.statusCode).toBe(302);
    expect(lured.headers.location).toBe('/?auth=google-other-browser');
    expect((await victim.get('/api/v1/account')).statusCode).toBe(401);

    // A victim in the middle of a sign-in of their own is not switched either.
    await victim.get('/api/v1/auth/google?cb=/');
    expect(victim.jar.get('tn_google_flow')).toBeTruthy();
    expect((await victim.get(callback)).headers.location).toBe('/?auth=google-other-browser');
    expect((await victim.get('/api/v1/account')).statusCode).toBe(401);

    const finished = await attacker.get(callback);
    expect(finished.headers.location).toBe('/dashboard/wallet');
    expect((await attacker.get('/api/v1/account')).json().data.email).toBe('attacker@example.com');
  });
});

describe('Google sign-in without a configured client', () => {
  it('says so in /auth/providers and sends the button back with auth=google-failed', async () => {
    expect((await httpClient(withoutGoogle).get('/api/v1/auth/providers')).json().data).toEqual({ google: false });
    expect((await httpClient(app).get('/api/v1/auth/providers')).json().data).toEqual({ google: true });
    const res = await httpClient(withoutGoogle).get('/api/v1/auth/google?cb=/dashboard');
    expect(res.headers.location).toBe('/dashboard?auth=google-failed');
  });
});

describe('the return address after Google sign-in (open redirects)', () => {
  const site = 'http://localhost:3000';
  const offSite = [
    '/\t/evil.example',
    '/\n/evil.example',
    '/\r\n/evil.example/x',
    '//evil.example',
    '///evil.example',
    '/\\evil.example',
    '/\\/evil.example',
    '\\/evil.example',
    '/.//evil.example',
    '/%2e//evil.example',
    'https://evil.example/',
    'javascript:alert(1)',
    ' /evil',
    'evil.example',
  ];

  it.each(offSite)('sends %j back to "/"', (cb) => {
    expect(safeReturnPath(cb, site)).toBe('/');
  });

  it('keeps paths on this site, with their query and fragment', () => {
    expect(safeReturnPath('/dashboard/wallet', site)).toBe('/dashboard/wallet');
    expect(safeReturnPath('/listings/abc?tab=2#photos', site)).toBe('/listings/abc?tab=2#photos');
    expect(safeReturnPath('/%2F%2Fevil.example', site)).toBe('/%2F%2Fevil.example');
    expect(safeReturnPath(undefined, site)).toBe('/');
  });

  it.each([
    '/%09/evil.example',
    '/%5C%5Cevil.example',
    '/%5C/evil.example',
    '%2F%2Fevil.example',
    '/%0A/evil.example',
    'javascript%3Aalert(1)',
  ])('GET /auth/google?cb=%s answers with a Location on this site', async (cb) => {
    const res = await httpClient(withoutGoogle).get(`/api/v1/auth/google?cb=${cb}`);
    expect(res.statusCode).toBe(302);
    const location = String(res.headers.location);
    expect(location).toBe('/?auth=google-failed');
    expect(new URL(location, site).origin).toBe(site);
  });
});
