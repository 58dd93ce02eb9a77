import Fastify from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { afterAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import type { AccountActor, Actor } from '../auth-session/actor';
import { registerErrorHandling } from './error-handler';
import { routes, ZId, type AuthLevel } from './route';

/**
 * The route helper on a bare Fastify app: the actor comes from a test header instead of a
 * session, so every level meets every kind of caller without signing anyone in.
 */
const account = (overrides: Partial<AccountActor> = {}): AccountActor => ({
  kind: 'account',
  accountId: '00000000-0000-4000-8000-000000000001',
  sessionId: 's',
  email: 'ana@example.com',
  purpose: 'full',
  verified: true,
  professional: false,
  admin: false,
  ...overrides,
});
const CALLERS = {
  visitor: { kind: 'visitor', sessionExpired: false },
  expired: { kind: 'visitor', sessionExpired: true },
  recovery: account({ purpose: 'recovery' }),
  unverified: account({ verified: false }),
  verified: account(),
  admin: account({ admin: true }),
} satisfies Record<string, Actor>;
type Caller = keyof typeof CALLERS;

const app = Fastify().withTypeProvider<ZodTypeProvider>();
app.setValidatorCompiler(validatorCompiler);
app.setSerializerCompiler(serializerCompiler);
registerErrorHandling(app);
app.decorateRequest('actor', null as never);
app.addHook('onRequest', async (request) => {
  request.actor = CALLERS[request.headers['x-caller'] as Caller] ?? CALLERS.visitor;
});

const ran: string[] = [];
const route = routes(app, { tags: ['test'] });
const LEVELS: AuthLevel[] = ['visitor', 'anySession', 'signedIn', 'verified', 'admin'];
for (const auth of LEVELS) {
  route({
    method: 'POST',
    url: `/${auth}/:id`,
    auth,
    params: ZId,
    body: z.object({ name: z.string().min(1) }),
    data: z.object({ id: z.uuid(), name: z.string(), caller: z.string() }),
    handler: (request, actor) => {
      ran.push(auth);
      return { id: request.params.id, name: request.body.name, caller: actor.kind === 'account' ? actor.email : 'visitor' };
    },
  });
}
route({
  method: 'POST',
  url: '/created',
  auth: 'visitor',
  status: 201,
  data: z.object({ secret: z.string().optional() }),
  handler: () => ({ secret: 'x', leaked: 'never' }) as { secret: string },
});
route({
  method: 'GET',
  url: '/redirect',
  auth: 'verified',
  handler: (_request, _actor, reply) => reply.redirect('/elsewhere'),
});
await app.ready();
afterAll(() => app.close());

const ID = '6f1c2a4e-8b3d-4c5e-9f60-7a8b9c0d1e2f';
const call = (auth: AuthLevel, caller: Caller, body: unknown = { name: 'Ana' }) =>
  app.inject({ method: 'POST', url: `/${auth}/${ID}`, headers: { 'x-caller': caller }, payload: body as object });

//            caller:      visitor expired recovery unverified verified admin
const EXPECTED: Record<AuthLevel, Record<Caller, number>> = {
  visitor: { visitor: 200, expired: 200, recovery: 200, unverified: 200, verified: 200, admin: 200 },
  anySession: { visitor: 401, expired: 419, recovery: 200, unverified: 200, verified: 200, admin: 200 },
  signedIn: { visitor: 401, expired: 419, recovery: 403, unverified: 200, verified: 200, admin: 200 },
  verified: { visitor: 401, expired: 419, recovery: 403, unverified: 403, verified: 200, admin: 200 },
  admin: { visitor: 401, expired: 419, recovery: 403, unverified: 403, verified: 403, admin: 200 },
};
const MESSAGES: Record<number, string[]> = {
  401: ['You need to be signed in'],
  419: ['You need to be signed in'],
  403: ['Verify your account to access this feature', 'Please set a new password to continue.', 'You do not have permission to do that.'],
};

describe('route(): the auth level, declared once', () => {
  for (const auth of LEVELS) {
    for (const caller of Object.keys(CALLERS) as Caller[]) {
      const status = EXPECTED[auth][caller];
      it(`${auth} route, ${caller} caller: ${status}${status === 200 ? '' : ', and the handler never runs'}`, async () => {
        ran.length = 0;
        const res = await call(auth, caller);
        expect(res.statusCode).toBe(status);
        if (status === 200) {
          expect(res.json()).toEqual({ success: true, data: { id: ID, name: 'Ana', caller: expect.any(String) } });
          expect(ran).toEqual([auth]);
        } else {
          expect(res.json()).toMatchObject({ success: false, code: expect.any(String) });
          expect(MESSAGES[status]).toContain(res.json().message);
          expect(ran).toEqual([]);
        }
      });
    }
  }

  it('refuses a visitor before validating the body: 401, not field errors', async () => {
    const res = await call('signedIn', 'visitor', { name: '' });
    expect(res.statusCode).toBe(401);
    expect(res.json().code).toBe('UNAUTHENTICATED');
  });

  it('an unverified account gets VERIFICATION_REQUIRED, a recovery session RECOVERY_SESSION, a non-admin FORBIDDEN', async () => {
    expect((await call('verified', 'unverified')).json().code).toBe('VERIFICATION_REQUIRED');
    expect((await call('signedIn', 'recovery')).json().code).toBe('RECOVERY_SESSION');
    expect((await call('admin', 'verified')).json().code).toBe('FORBIDDEN');
    expect((await call('admin', 'unverified')).json().code).toBe('VERIFICATION_REQUIRED');
  });

  it('validates params and body for callers who pass: 400 with fields', async () => {
    const res = await call('verified', 'verified', { name: '' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ success: false, fields: { name: expect.any(String) } });
    const badId = await app.inject({ method: 'POST', url: '/visitor/not-a-uuid', payload: { name: 'Ana' } });
    expect(badId.statusCode).toBe(400);
  });
});

describe('route(): the envelope', () => {
  it('answers the declared status with { success: true, data } and drops what the data schema does not name', async () => {
    const res = await app.inject({ method: 'POST', url: '/created' });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toEqual({ success: true, data: { secret: 'x' } });
  });

  it('without a data schema the handler answers itself, after the auth check', async () => {
    expect((await app.inject({ method: 'GET', url: '/redirect', headers: { 'x-caller': 'unverified' } })).statusCode).toBe(403);
    const res = await app.inject({ method: 'GET', url: '/redirect', headers: { 'x-caller': 'verified' } });
    expect(res.statusCode).toBe(302);
    expect(res.headers.location).toBe('/elsewhere');
  });
});
