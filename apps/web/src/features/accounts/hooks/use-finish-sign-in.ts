import { useNavigate } from 'react-router';
import { usePopupStore } from '../../../lib/popups/popup-store';
import { snackbar } from '../../../lib/snackbar/snackbar-store';

/**
 * The end of a login (spec section 4): the welcome message, the popup closes and the pending
 * route, if any, is opened. The session itself was started by the login mutation.
 */
export function useFinishSignIn() {
  const navigate = useNavigate();
  return (welcome: string) => {
    snackbar.success(welcome);
    const popups = usePopupStore.getState();
    const target = popups.takeContinueTo();
    popups.close();
    if (target) void navigate(target);
  };
}
