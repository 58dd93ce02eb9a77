import { lazy, Suspense, type ComponentType, type LazyExoticComponent } from 'react';
import { usePopupStore, type PopupName } from '../../lib/popups/popup-store';

// Loaded when one opens, not with the page: the account popups bring the form libraries and the
// shared schemas, about 50 KB gzipped that no page needs to paint (issue 24's JavaScript budget).
const accountPopups = () => import('../../features/accounts/components/account-popups');
const POPUPS: Record<PopupName, LazyExoticComponent<ComponentType>> = {
  login: lazy(() => accountPopups().then((m) => ({ default: m.LoginPopup }))),
  forgotPassword: lazy(() => accountPopups().then((m) => ({ default: m.ForgotPasswordPopup }))),
  recoveryLogin: lazy(() => accountPopups().then((m) => ({ default: m.RecoveryLoginPopup }))),
  signup: lazy(() => accountPopups().then((m) => ({ default: m.SignUpPopup }))),
  signupResult: lazy(() => accountPopups().then((m) => ({ default: m.SignUpResultPopup }))),
  verifyRequired: lazy(() => accountPopups().then((m) => ({ default: m.VerifyRequiredPopup }))),
  confirm: lazy(() => import('./confirm-popup').then((m) => ({ default: m.ConfirmPopup }))),
};

/** Renders whichever app-wide popup is open; it waits for its texts on its own, not holding up the page. */
export function PopupHost() {
  const open = usePopupStore((state) => state.open);
  if (!open) return null;
  const Popup = POPUPS[open];
  return (
    <Suspense fallback={null}>
      <Popup />
    </Suspense>
  );
}
