import type { TAccount } from '@app/shared/accounts/account.schema';
import type { ReactElement } from 'react';
import { renderWithApp } from '../../../test/render';
import { PopupHost } from '../../app/popups/popup-host';
import type { LocaleId } from '../../lib/i18n/locales';
import { useSessionStore } from '../../lib/session/session-store';
import { toSessionAccount } from '../../lib/session/store-account';
import { useSavedSearchNotice } from './saved-search-notification';

/** A fresh notification store and storage between tests. */
export function resetNotice() {
  window.localStorage.clear();
  useSavedSearchNotice.setState({ accountId: null, numSavedSearches: 0, seen: 0, notification: false });
}

/** Renders an element at `path` with the app's popups, signed in as `account` when given. */
export function renderSavedSearches(element: ReactElement, options: { path?: string; locale?: LocaleId; account?: TAccount } = {}) {
  if (options.account) useSessionStore.getState().signIn(toSessionAccount(options.account));
  return renderWithApp(null, {
    path: options.path ?? '/results?searchThis=Austin%2C%20TX',
    locale: options.locale,
    routes: [
      {
        path: '*',
        element: (
          <>
            {element}
            <PopupHost />
          </>
        ),
      },
    ],
  });
}
