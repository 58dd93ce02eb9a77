import { SIGNED_IN_COOKIE } from '@app/shared/constants/session';
import { vi } from 'vitest';

/** A canned reply: the envelope's `data`, or a failure with the server's message and field messages. */
export type StubReply = { data: unknown } | { status: number; message: string; code?: string; fields?: Record<string, string> };

/**
 * Replies keyed by "METHOD /path"; a function reply sees the request body and the URL (its query),
 * and may answer later (a promise), for a test of what happens while a request is on its way.
 */
export type StubRoutes = Record<string, StubReply | ((body: unknown, url: URL) => StubReply | Promise<StubReply>)>;

/** Gives the test browser the server's signed-in cookie (it holds a session, so the web asks GET account), or takes it away. */
export function holdSessionCookie(held: boolean) {
  document.cookie = held ? `${SIGNED_IN_COOKIE}=1; path=/` : `${SIGNED_IN_COOKIE}=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/`;
}

/**
 * Replaces fetch with canned API replies keyed by "METHOD /path" (path under /api/v1, no query).
 * Unknown calls fail loudly so a test never hangs. Undo with `vi.unstubAllGlobals()`.
 * A stubbed GET /account means the browser holds a session, so the server's signed-in cookie
 * is set (the web asks GET account only then); without one it is cleared.
 */
export function stubApi(routes: StubRoutes) {
  holdSessionCookie(Boolean(routes['GET /account']));
  const fetchMock = vi.fn<typeof fetch>(async (input, init) => {
    const url = new URL(String(input), 'http://localhost');
    const key = `${init?.method ?? 'GET'} ${url.pathname.replace(/^\/api\/v1/, '')}`;
    const route = routes[key];
    if (!route) throw new Error(`unexpected API call ${key}`);
    const reply = typeof route === 'function' ? await route(parseBody(init?.body), url) : route;
    if ('data' in reply) return Response.json({ success: true, data: reply.data });
    const { status, message, code = 'ERROR', fields } = reply;
    return Response.json({ success: false, message, code, ...(fields ? { fields } : {}) }, { status });
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

/** The URL, method and parsed JSON body of the n-th call (from 0) to a stubbed fetch. */
export function sentBody(fetchMock: ReturnType<typeof stubApi>, index = 0) {
  const [input, init] = fetchMock.mock.calls[index] ?? [];
  return { url: String(input), method: init?.method ?? 'GET', body: parseBody(init?.body) };
}

function parseBody(body: BodyInit | null | undefined): unknown {
  return typeof body === 'string' ? JSON.parse(body) : undefined;
}
