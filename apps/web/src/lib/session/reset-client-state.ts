import type { QueryClient } from '@tanstack/react-query';
import { forgetPathHistory } from '../navigation/path-history';
import { usePopupStore } from '../popups/popup-store';
import { appQueryClient } from '../query/query-client';
import { snackbar, useSnackbarStore } from '../snackbar/snackbar-store';
import { disconnectSocket } from '../socket/socket';
import { useSessionStore } from './session-store';

type ResetOptions = {
  /** React callers pass useQueryClient(); code outside React gets the app's client. */
  queryClient?: QueryClient;
  /** The one message left in the snackbar queue (e.g. "You have logged out"). */
  goodbye?: string;
};

/**
 * Forgets everything the browser knows about the person (spec: a logout reset clears all
 * client stores): the session, popups, snackbar queue, path history, cached server data and
 * the realtime connection. Used by logging out, deleting the account and HTTP 419.
 */
export function resetClientState({ queryClient = appQueryClient, goodbye }: ResetOptions = {}) {
  disconnectSocket();
  useSessionStore.getState().signOut();
  usePopupStore.getState().reset();
  forgetPathHistory();
  queryClient.clear();
  useSnackbarStore.getState().clear();
  if (goodbye) snackbar.success(goodbye);
}
