/** The accounts feature's popups, which the app's popup host shows. */
export { ForgotPasswordPopup } from './forgot-password-popup';
export { LoginPopup } from './login-popup';
export { RecoveryLoginPopup } from './recovery-login-popup';
export { SignUpPopup } from './signup-popup';
export { SignUpResultPopup } from './signup-result-popup';
export { VerifyRequiredPopup } from './verify-required-popup';
