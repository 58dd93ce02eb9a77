import type { ErrorCode } from '@app/shared/errors/error-codes';
import { MESSAGES } from '@app/shared/messages/messages';
import type { z } from 'zod';
import { usePopupStore } from '../popups/popup-store';
import { resetClientState } from '../session/reset-client-state';
import { ApiError } from './api-error';
import { readErrorEnvelope } from './error-envelope';

export { ApiError };

export type ApiRequest = {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  body?: unknown;
  /** A file sent as the body as it is, with its content type, instead of a JSON `body` (a ListHub feed). */
  file?: { data: Blob; contentType: string };
  query?: Record<string, string | number | boolean | undefined>;
  /** Abort after this many milliseconds (the spec's account call uses 5000). */
  timeoutMs?: number;
  signal?: AbortSignal;
  /** Extra request headers (e.g. Idempotency-Key on payments); they cannot replace the defaults. */
  headers?: Record<string, string>;
  /** Sees the response headers of every reply, failed ones too (GET account carries the country). */
  onHeaders?(headers: Headers): void;
};

export const API_BASE = '/api/v1';

/**
 * A reply schema loaded with the first reply that needs it: the shared schema modules (and zod)
 * stay out of the JavaScript a page needs to paint (issue 24's budget). Every reply is still
 * parsed with the schema before anyone sees it.
 */
export type LazySchema<T extends z.ZodType> = { readonly load: () => Promise<T> };

/** A schema from a module loaded on demand: `lazySchema(() => import('@app/shared/...').then((m) => m.ZThing))`. */
export function lazySchema<T extends z.ZodType>(load: () => Promise<T>): LazySchema<T> {
  let loading: Promise<T> | undefined;
  return {
    load: () => {
      loading ??= load().catch((error: unknown) => {
        loading = undefined;
        throw error;
      });
      return loading;
    },
  };
}

function isLazy<T extends z.ZodType>(schema: T | LazySchema<T>): schema is LazySchema<T> {
  return typeof (schema as Partial<LazySchema<T>>).load === 'function';
}

/** Where the API is reached from a page rendered on the server (see serverApi); the page's own origin in a browser. */
type ServerApi = { origin: string; fetch: typeof fetch };
let serverApi: ServerApi | undefined;

/** Points the API calls of pages rendered on the server at the app's own API (entry-server.tsx); undefined undoes it. */
export function setServerApi(api: ServerApi | undefined) {
  serverApi = api;
}

function buildUrl(path: string, query: ApiRequest['query']) {
  const url = new URL(`${API_BASE}${path}`, serverApi?.origin ?? window.location.origin);
  for (const [key, value] of Object.entries(query ?? {})) {
    if (value !== undefined) url.searchParams.set(key, String(value));
  }
  return serverApi ? url.href : url.pathname + url.search;
}

/** HTTP 419: the session expired. Sign out and ask the person to log in again (spec section 8). */
function onSessionExpired() {
  const here = window.location.pathname + window.location.search;
  resetClientState();
  usePopupStore.getState().openPopup('login', { continueTo: here });
}

/** A session opened with a mailed temporary password may only set a new one: show the recovery-login view. */
const RECOVERY_SESSION: ErrorCode = 'RECOVERY_SESSION';
function onRecoveryRequired() {
  usePopupStore.getState().openPopup('recoveryLogin', { continueTo: window.location.pathname + window.location.search });
}

/**
 * Calls the API and returns `data` parsed with the shared schema; throws ApiError with the
 * server's message (or the spec's generic text when the server could not be reached).
 */
export async function api<T extends z.ZodType>(path: string, schema: T | LazySchema<T>, request: ApiRequest = {}): Promise<z.output<T>> {
  const signals = [request.signal, request.timeoutMs ? AbortSignal.timeout(request.timeoutMs) : undefined].filter(
    (signal): signal is AbortSignal => Boolean(signal),
  );
  let response: Response;
  try {
    response = await (serverApi?.fetch ?? fetch)(buildUrl(path, request.query), {
      method: request.method ?? 'GET',
      credentials: 'include',
      headers: {
        ...request.headers,
        Accept: 'application/json',
        'X-Requested-With': 'fetch',
        ...(request.file
          ? { 'Content-Type': request.file.contentType }
          : request.body === undefined
            ? {}
            : { 'Content-Type': 'application/json' }),
      },
      body: request.file ? request.file.data : request.body === undefined ? undefined : JSON.stringify(request.body),
      signal: signals.length ? AbortSignal.any(signals) : undefined,
    });
  } catch {
    throw new ApiError(0, 'NETWORK', MESSAGES.anErrorHasOccured);
  }
  request.onHeaders?.(response.headers);
  const payload: unknown = await response.json().catch(() => undefined);
  if (!response.ok) {
    if (response.status === 419) onSessionExpired();
    const envelope = readErrorEnvelope(payload);
    if (envelope) {
      if (response.status === 403 && envelope.code === RECOVERY_SESSION) onRecoveryRequired();
      throw new ApiError(response.status, envelope.code, envelope.message, envelope.fields);
    }
    throw new ApiError(response.status, 'AN_ERROR_HAS_OCCURED', MESSAGES.anErrorHasOccured);
  }
  const data = (payload as { data?: unknown } | undefined)?.data;
  let parser: T;
  try {
    // Loaded after a good reply only: a visitor's 401 on GET /account needs no schema at all.
    parser = isLazy(schema) ? await schema.load() : schema;
  } catch {
    throw new ApiError(0, 'NETWORK', MESSAGES.anErrorHasOccured);
  }
  const parsed = parser.safeParse(data);
  if (!parsed.success) throw new ApiError(response.status, 'AN_ERROR_HAS_OCCURED', MESSAGES.anErrorHasOccured);
  return parsed.data;
}
