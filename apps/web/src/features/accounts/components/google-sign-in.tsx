import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { usePopupStore } from '../../../lib/popups/popup-store';
import { googleSignInUrl, useAuthProviders } from '../api/get-auth-providers';
import { GoogleIcon } from './icons';

/** Where Google should send the person back: the pending route, else this page (without an old failure flag). */
function useCallbackRoute(cb?: string) {
  const location = useLocation();
  const continueTo = usePopupStore((state) => state.continueTo);
  if (cb) return cb;
  if (continueTo) return continueTo;
  const params = new URLSearchParams(location.search);
  params.delete('auth');
  const search = params.toString();
  return location.pathname + (search ? `?${search}` : '');
}

type GoogleSignInProps = { label?: string; cb?: string; divider?: boolean };

/**
 * The Google sign-in button (spec: a link to /api/v1/auth/google?cb=<route>), shown only when the
 * server offers Google. With `divider`, an "or" line separates it from the form above.
 */
export function GoogleSignIn({ label, cb, divider = false }: GoogleSignInProps) {
  const { t } = useTranslation('accounts');
  const { data } = useAuthProviders();
  const callback = useCallbackRoute(cb);
  if (!data?.google) return null;
  return (
    <>
      {divider && (
        <p className="flex items-center gap-3 text-xs uppercase text-muted before:h-px before:flex-1 before:bg-line after:h-px after:flex-1 after:bg-line">
          {t('google.or')}
        </p>
      )}
      <a
        href={googleSignInUrl(callback)}
        className="inline-flex min-h-11 w-full items-center justify-center gap-3 rounded-lg border border-line bg-white px-4 py-2 text-sm font-semibold text-ink hover:bg-surface"
      >
        <GoogleIcon />
        {label ?? t('google.signIn')}
      </a>
    </>
  );
}
