import type { TPublicListing } from '@app/shared/listings/listing.schema';
import { useLocation } from 'react-router';
import { useMessageText } from '../../../lib/i18n/messages-catalog';
import { usePopupStore } from '../../../lib/popups/popup-store';
import { snackbar } from '../../../lib/snackbar/snackbar-store';
import { useToggleAccountList } from '../api/update-account-lists';
import type { Viewer } from './use-viewer';

/** What a visitor asked for before logging in; the page does it once they are back (`?then=`). */
export type PendingAction = 'save' | 'hide' | 'contact' | 'offer';
export const PENDING_PARAM = 'then';

/**
 * Save/Unsave and Hide/Unhide for the viewer. The account's lists decide the state once known
 * (the listing's `viewer` flags until then). Visitors get the login popup and come back to
 * this page with the action to finish.
 */
export function useListingActions(listing: Pick<TPublicListing, '_id' | 'viewer'>, viewer: Viewer) {
  const { text: messageText } = useMessageText();
  const location = useLocation();
  const openPopup = usePopupStore((state) => state.openPopup);
  const toggle = useToggleAccountList(() => snackbar.error(messageText('saveFailed')));
  const { _id: id } = listing;
  const saved = viewer.account ? viewer.account.savedProps.includes(id) : listing.viewer.saved;
  const hidden = viewer.account ? viewer.account.hidden.includes(id) : listing.viewer.hidden;

  /** Opens the login popup; after signing in the person comes back here and `then` is done. */
  const signInFirst = (then?: PendingAction) => {
    const params = new URLSearchParams(location.search);
    if (then) params.set(PENDING_PARAM, then);
    const query = params.toString();
    openPopup('login', { continueTo: `${location.pathname}${query ? `?${query}` : ''}` });
  };

  return {
    saved,
    hidden,
    signInFirst,
    setSaved: (on: boolean) => (viewer.signedIn ? toggle('savedProps', id, on) : signInFirst(on ? 'save' : undefined)),
    setHidden: (on: boolean) => (viewer.signedIn ? toggle('hidden', id, on) : signInFirst(on ? 'hide' : undefined)),
  };
}
