import type { ErrorCode } from '@app/shared/errors/error-codes';
import { ZErrorEnvelope } from '@app/shared/http/envelope';
import { MESSAGES } from '@app/shared/messages/messages';
import type { z } from 'zod';
import { usePopupStore } from '../popups/popup-store';
import { resetClientState } from '../session/reset-client-state';
import { ApiError } from './api-error';

export { ApiError };

export type ApiRequest = {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  body?: unknown;
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

function buildUrl(path: string, query: ApiRequest['query']) {
  const url = new URL(`${API_BASE}${path}`, window.location.origin);
  for (const [key, value] of Object.entries(query ?? {})) {
    if (value !== undefined) url.searchParams.set(key, String(value));
  }
  return url.pathname + url.search;
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
export async function api<T extends z.ZodType>(path: string, schema: T, request: ApiRequest = {}): Promise<z.output<T>> {
  const signals = [request.signal, request.timeoutMs ? AbortSignal.timeout(request.timeoutMs) : undefined].filter(
    (signal): signal is AbortSignal => Boolean(signal),
  );
  let response: Response;
  try {
    response = await fetch(buildUrl(path, request.query), {
      method: request.method ?? 'GET',
      credentials: 'include',
      headers: {
        ...request.headers,
        Accept: 'application/json',
        'X-Requested-With': 'fetch',
        ...(request.body === undefined ? {} : { 'Content-Type': 'application/json' }),
      },
      body: request.body === undefined ? undefined : JSON.stringify(request.body),
      signal: signals.length ? AbortSignal.any(signals) : undefined,
    });
  } catch {
    throw new ApiError(0, 'NETWORK', MESSAGES.anErrorHasOccured);
  }
  request.onHeaders?.(response.headers);
  const payload: unknown = await response.json().catch(() => undefined);
  if (!response.ok) {
    if (response.status === 419) onSessionExpired();
    const envelope = ZErrorEnvelope.safeParse(payload);
    if (envelope.success) {
      if (response.status === 403 && envelope.data.code === RECOVERY_SESSION) onRecoveryRequired();
      throw new ApiError(response.status, envelope.data.code, envelope.data.message, envelope.data.fields);
    }
    throw new ApiError(response.status, 'AN_ERROR_HAS_OCCURED', MESSAGES.anErrorHasOccured);
  }
  const data = (payload as { data?: unknown } | undefined)?.data;
  const parsed = schema.safeParse(data);
  if (!parsed.success) throw new ApiError(response.status, 'AN_ERROR_HAS_OCCURED', MESSAGES.anErrorHasOccured);
  return parsed.data;
}
