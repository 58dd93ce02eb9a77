import { Outlet } from 'react-router';
import { vi } from 'vitest';
import { renderWithApp } from '../../../test/render';
import { DesktopNav } from '../../app/layout/navbar/desktop-nav';
import { PopupHost } from '../../app/popups/popup-host';
import type { LocaleId } from '../../lib/i18n/locales';
import { useSessionStore } from '../../lib/session/session-store';
import { toSessionAccount } from '../../lib/session/store-account';
import { SnackbarHost } from '../../ui/snackbar-host';
import { buildAccount } from '../../../test/fixtures/account.fixture';
import MessageNotifications from './components/message-notifications';
import MessagesPage from './pages/messages-page';

/** What the page emitted on the (mocked) socket: [name, payload, ack]. */
export type Emitted = [name: string, payload: unknown, ack?: (reply: unknown) => void];

/** The emitted events of a mocked `emitSocket`, by name. */
export function emitted(emit: { mock: { calls: unknown[][] } }, name: string): Emitted[] {
  return (emit.mock.calls as Emitted[]).filter(([event]) => event === name);
}

/** The messages page in the app's frame (navbar, popups, snackbar, the messaging events), signed in. */
export async function renderMessages(path = '/dashboard/messages', options: { locale?: LocaleId } = {}) {
  useSessionStore.getState().signIn(toSessionAccount(buildAccount()));
  const frame = (
    <>
      <DesktopNav />
      <Outlet />
      <PopupHost />
      <SnackbarHost />
      <MessageNotifications />
    </>
  );
  return renderWithApp(null, {
    path,
    locale: options.locale,
    routes: [
      {
        element: frame,
        children: [
          { path: '/dashboard/messages', element: <MessagesPage /> },
          { path: '*', element: <p>Elsewhere</p> },
        ],
      },
    ],
  });
}

/** The mocked socket module for vi.mock('…/lib/socket/socket'). */
export const socketMock = () => ({ connectSocket: vi.fn(), disconnectSocket: vi.fn(), emitSocket: vi.fn() });
