import { Suspense, type ComponentType } from 'react';
import {
  ForgotPasswordPopup,
  LoginPopup,
  RecoveryLoginPopup,
  SignUpPopup,
  SignUpResultPopup,
  VerifyRequiredPopup,
} from '../../features/accounts/components/account-popups';
import { usePopupStore, type PopupName } from '../../lib/popups/popup-store';
import { ConfirmPopup } from './confirm-popup';

// Loaded with the app rather than lazily: a guard opens these at once, and splitting them saved
// only about 3 kB gzipped (their form libraries are shared chunks already).
const POPUPS: Record<PopupName, ComponentType> = {
  login: LoginPopup,
  forgotPassword: ForgotPasswordPopup,
  recoveryLogin: RecoveryLoginPopup,
  signup: SignUpPopup,
  signupResult: SignUpResultPopup,
  verifyRequired: VerifyRequiredPopup,
  confirm: ConfirmPopup,
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
