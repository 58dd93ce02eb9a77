import { describe, expect, it } from 'vitest';
import { CLIENT_HEADERS, createTestApp } from '../../test/app';
import { fuzzRequests, problemsWith, type OpenApiDocument } from '../../test/fuzz/api-fuzz';
import { clientAs, seedRoleAccount } from '../../test/role-fixtures';
import { sessionCookieName } from '../platform/auth-session/session-cookie';
import { createSession } from '../platform/auth-session/sessions';
import { ownerObjects } from './owner-objects';

/**
 * The CI slice of the schema-aware fuzzing (bench/api-fuzz.bench.ts sends 10,000+): for a
 * fixed seed, four requests per route generated from the published OpenAPI document, each
 * sent signed out and signed in (as an account that owns one of everything, whose ids the
 * generator also uses). No answer may be a 5xx, every error must be in the envelope, and no
 * error message may repeat what was sent.
 */
const SEED = 20_261_125;
const PER_ROUTE = 4;

const { app, db } = await createTestApp();
const me = await seedRoleAccount(db, 'owner');
const objects = await ownerObjects(app, await clientAs(app, me));
const doc = (await app.inject({ method: 'GET', url: '/api/v1/docs/json' })).json() as OpenApiDocument;
const requests = fuzzRequests(doc, { seed: SEED, perOperation: PER_ROUTE, junkWeight: 1, uuids: [me.id, ...Object.values(objects.kept)] });

let sent = 0;
async function send(request: (typeof requests)[number], signedIn: boolean) {
  sent += 1;
  // Each request its own address, so per-address limits do not turn the run into 429s.
  const remoteAddress = `10.250.${(sent >> 8) & 255}.${sent & 255}`;
  const cookie = signedIn ? `${sessionCookieName(false)}=${(await createSession(db, { accountId: me.id })).token}` : undefined;
  return app.inject({
    method: request.method as 'GET',
    url: request.url,
    remoteAddress,
    headers: {
      ...CLIENT_HEADERS,
      ...(request.body === undefined ? {} : { 'content-type': 'application/json' }),
      ...(cookie ? { cookie } : {}),
    },
    ...(request.body === undefined ? {} : { payload: request.body }),
  });
}

describe('fuzzing every route from its schema', () => {
  it('flags a 5xx, an error outside the envelope and a message repeating the input', () => {
    const request = { route: 'POST /x', method: 'POST', url: '/x', body: '{"name":"Robert\'); DROP"}', carried: ["Robert'); DROP"] };
    expect(problemsWith(request, { status: 200, contentType: 'application/json', body: '{"success":true}' })).toEqual([]);
    expect(
      problemsWith(request, { status: 400, contentType: 'application/json', body: '{"success":false,"message":"Invalid Input"}' }),
    ).toEqual([]);
    expect(
      problemsWith(request, { status: 500, contentType: 'application/json', body: '{"success":false,"message":"Something went wrong"}' }),
    ).toEqual(['status 500']);
    expect(problemsWith(request, { status: 413, contentType: 'text/plain', body: 'Request Entity Too Large' })[0]).toMatch(
      /without a JSON body/,
    );
    expect(
      problemsWith(request, { status: 400, contentType: 'application/json', body: '{"statusCode":400,"error":"Bad Request"}' })[0],
    ).toMatch(/outside the envelope/);
    expect(
      problemsWith(request, {
        status: 404,
        contentType: 'application/json',
        body: '{"success":false,"message":"No name Robert\'); DROP"}',
      })[0],
    ).toMatch(/repeats the input/);
  });

  it('generates requests for every route the API publishes', () => {
    expect(new Set(requests.map((r) => r.route)).size).toBe(Object.values(doc.paths).reduce((n, ops) => n + Object.keys(ops).length, 0));
    expect(requests.length).toBeGreaterThan(250);
  });

  it.each([
    ['signed out', false],
    ['signed in', true],
  ])('%s: no 5xx, every error in the envelope, no input repeated', { timeout: 120_000 }, async (_who, signedIn) => {
    const failures: string[] = [];
    for (const request of requests) {
      const res = await send(request, signedIn);
      const problems = problemsWith(request, {
        status: res.statusCode,
        contentType: res.headers['content-type'] as string | undefined,
        body: res.body,
      });
      if (problems.length)
        failures.push(`${request.method} ${request.url.slice(0, 160)} ${String(request.body).slice(0, 200)} -> ${problems.join('; ')}`);
    }
    expect(failures).toEqual([]);
  });
});
