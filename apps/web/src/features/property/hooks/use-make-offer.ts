import { useLocation, useNavigate } from 'react-router';
import { useTranslateMessage } from '../../../lib/i18n/translate-message';
import { usePopupStore } from '../../../lib/popups/popup-store';
import { useSession } from '../../../lib/session/session-store';
import { snackbar } from '../../../lib/snackbar/snackbar-store';
import { useStartOffer } from '../api/start-offer';
import { PENDING_PARAM, type PendingAction } from './use-listing-actions';

/**
 * "Make an Offer": a verified account starts a draft offer and lands on its first page. Visitors
 * get the login popup and unverified accounts 'Verify your account…', and both come back here to
 * start it once they qualify.
 */
export function useMakeOffer(listingId: string, signInFirst: (then?: PendingAction) => void) {
  const session = useSession();
  const navigate = useNavigate();
  const location = useLocation();
  const openPopup = usePopupStore((state) => state.openPopup);
  const translate = useTranslateMessage();
  const start = useStartOffer();
  const makeOffer = () => {
    if (!session.signedIn) return signInFirst('offer');
    if (!session.verified) return openPopup('verifyRequired', { continueTo: `${location.pathname}?${PENDING_PARAM}=offer` });
    start.mutate(listingId, {
      onSuccess: (offer) => void navigate(`/listings/${listingId}/offers/${offer._id}/1`),
      onError: (error) => snackbar.error(translate(error.message)),
    });
  };
  return { makeOffer, starting: start.isPending };
}
