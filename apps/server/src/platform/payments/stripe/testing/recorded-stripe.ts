import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, afterEach, expect } from 'vitest';

/**
 * A local HTTP peer that replays RECORDED Stripe API responses (../fixtures/*.json). It is not
 * Stripe and not a Stripe emulator: each test queues the exchanges it expects, in order, and the
 * peer checks every request the official client sends (method, path, form-encoded parameters,
 * Idempotency-Key, API key) before replying with the recorded body. A request that does not match
 * gets a Stripe-shaped 400 naming the difference, and is kept in `problems` for the test to assert.
 */
export type RecordedExchange = {
  method: 'GET' | 'POST' | 'DELETE';
  path: string;
  /**
   * Every form field the request must carry, and no others (nested keys as Stripe encodes them:
   * `card[number]`); a pattern for a value the test cannot know ahead (a new payment's id).
   */
  params?: Record<string, string | RegExp>;
  /** The Idempotency-Key header the request must carry. */
  idempotencyKey?: string;
  /** HTTP status of the recorded reply; 200 unless told. */
  status?: number;
  /** Fixture file name under ../fixtures. */
  fixture: string;
  /** Top-level fields replaced in the recorded body (an id of the test's own, where ids must differ between tests). */
  replace?: Record<string, unknown>;
};

export type RecordedStripe = {
  /** For createStripeProvider({ apiBase }). */
  apiBase: string;
  expect(...exchanges: RecordedExchange[]): void;
  /** Mismatches seen so far. */
  problems: string[];
  /** Queued exchanges no request has claimed yet. */
  pending(): RecordedExchange[];
  close(): Promise<void>;
};

const fixturesDir = new URL('../fixtures/', import.meta.url);

/** A recorded reply body, parsed. */
export function fixture(name: string): Record<string, unknown> {
  return JSON.parse(fs.readFileSync(new URL(name, fixturesDir), 'utf8')) as Record<string, unknown>;
}

function mismatch(expected: RecordedExchange | undefined, req: http.IncomingMessage, body: string, apiKey: string): string | null {
  const url = new URL(req.url ?? '/', 'http://recorded');
  const seen = `${req.method} ${url.pathname}`;
  if (!expected) return `unexpected request ${seen}`;
  if (req.method !== expected.method || url.pathname !== expected.path) return `expected ${expected.method} ${expected.path}, got ${seen}`;
  if (req.headers.authorization !== `Bearer ${apiKey}`) return `${seen}: wrong or missing API key`;
  if (expected.idempotencyKey !== undefined && req.headers['idempotency-key'] !== expected.idempotencyKey) {
    return `${seen}: Idempotency-Key ${String(req.headers['idempotency-key'])}, expected ${expected.idempotencyKey}`;
  }
  const form = new URLSearchParams(req.method === 'GET' ? url.search : body);
  const params = expected.params ?? {};
  // A value matching its pattern counts as the pattern, so one comparison shows every difference.
  const seenParams = [...form.entries()].map(([key, value]) => {
    const pattern = params[key];
    return [key, pattern instanceof RegExp && pattern.test(value) ? String(pattern) : value];
  });
  const actual = JSON.stringify(Object.fromEntries(seenParams.sort()));
  const wanted = JSON.stringify(
    Object.fromEntries(
      Object.entries(params)
        .map(([key, value]) => [key, String(value)])
        .sort(),
    ),
  );
  if (actual !== wanted) return `${seen}: params ${actual}, expected ${wanted}`;
  return null;
}

/** Starts the peer on 127.0.0.1, a free port; `apiKey` is the secret key the client must present. */
export async function startRecordedStripe(apiKey: string): Promise<RecordedStripe> {
  const queue: RecordedExchange[] = [];
  const problems: string[] = [];
  let requestCount = 0;
  const server = http.createServer((req, res) => {
    let body = '';
    req.setEncoding('utf8');
    req.on('data', (chunk: string) => (body += chunk));
    req.on('end', () => {
      const expected = queue.shift();
      const problem = mismatch(expected, req, body, apiKey);
      const headers = { 'content-type': 'application/json', 'request-id': `req_recorded${String(++requestCount).padStart(6, '0')}` };
      if (problem || !expected) {
        problems.push(problem ?? 'no exchange');
        res
          .writeHead(400, headers)
          .end(JSON.stringify({ error: { type: 'invalid_request_error', message: `recorded Stripe: ${problem}` } }));
        return;
      }
      res.writeHead(expected.status ?? 200, headers).end(JSON.stringify({ ...fixture(expected.fixture), ...expected.replace }));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    apiBase: `http://127.0.0.1:${port}`,
    expect: (...exchanges) => void queue.push(...exchanges),
    problems,
    pending: () => [...queue],
    close: () => new Promise<void>((resolve, reject) => server.close((err) => (err ? reject(err) : resolve()))),
  };
}

/**
 * The peer for one test file: started now and closed after the file; after each test, every
 * request matched an exchange and every queued exchange was claimed.
 */
export async function useRecordedStripe(apiKey: string): Promise<RecordedStripe> {
  const recorded = await startRecordedStripe(apiKey);
  afterAll(() => recorded.close());
  afterEach(() => {
    expect(recorded.problems.splice(0)).toEqual([]);
    expect(recorded.pending()).toEqual([]);
  });
  return recorded;
}
