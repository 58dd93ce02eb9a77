import { act } from '@testing-library/react';
import type { stubApi } from './stub-api';
import { forgetPathHistory } from '../src/lib/navigation/path-history';
import { usePopupStore } from '../src/lib/popups/popup-store';
import { useSessionStore } from '../src/lib/session/session-store';
import { useSnackbarStore } from '../src/lib/snackbar/snackbar-store';

/** The parsed JSON body of the first call to "METHOD /path" (path under /api/v1) on a stubbed fetch. */
export function bodyOf(fetchMock: ReturnType<typeof stubApi>, route: string): unknown {
  const [method, path] = route.split(' ');
  const call = fetchMock.mock.calls.find(
    ([input, init]) => (init?.method ?? 'GET') === method && new URL(String(input), 'http://localhost').pathname === `/api/v1${path}`,
  );
  if (!call) throw new Error(`no call to ${route}`);
  const body = call[1]?.body;
  return typeof body === 'string' ? JSON.parse(body) : undefined;
}

/** How many times "METHOD /path" was called. */
export function callsTo(fetchMock: ReturnType<typeof stubApi>, route: string): number {
  const [method, path] = route.split(' ');
  return fetchMock.mock.calls.filter(
    ([input, init]) => (init?.method ?? 'GET') === method && new URL(String(input), 'http://localhost').pathname === `/api/v1${path}`,
  ).length;
}

/** The texts currently in the snackbar queue. */
export const snackTexts = () => useSnackbarStore.getState().snacks.map((snack) => snack.message);

/** A fresh tab: visitor, nothing open, nothing queued, no history. */
export function resetStores() {
  act(() => {
    useSessionStore.getState().signOut();
    usePopupStore.getState().reset();
    useSnackbarStore.getState().clear();
    forgetPathHistory();
  });
}
