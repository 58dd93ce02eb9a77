import { useAccountSession } from '../hooks/use-account-session';
import { useSaveLocaleChoice } from '../hooks/use-save-locale-choice';

/** Keeps the session in step with the server: mounted once by the app's layout; renders nothing. */
export function AccountSession() {
  useAccountSession();
  useSaveLocaleChoice();
  return null;
}
