import { useEffect } from 'react';
import { Navigate, Outlet, useLocation } from 'react-router';
import { usePopupStore } from '../../lib/popups/popup-store';
import { useRenderingOnServer, useSession } from '../../lib/session/session-store';
import { usePreviousPath } from './previous-path';

/**
 * Redirects are the browser's to make: a page the server is rendering that would redirect stops
 * there, and the server sends the plain shell instead (decision 090).
 */
function useLeaveRedirectsToTheBrowser() {
  if (useRenderingOnServer()) throw new Error('a redirecting page is rendered in the browser');
}

/** Sends the person home. */
function SendHome() {
  useLeaveRedirectsToTheBrowser();
  return <Navigate replace to="/" />;
}

/** Opens a popup once, then sends the person back where they came from (or home). */
function SendBackWithPopup({ popup }: { popup: 'login' | 'verifyRequired' }) {
  useLeaveRedirectsToTheBrowser();
  const location = useLocation();
  const previous = usePreviousPath();
  const openPopup = usePopupStore((state) => state.openPopup);
  const target = location.pathname + location.search + location.hash;
  useEffect(() => {
    openPopup(popup, { continueTo: target });
  }, [openPopup, popup, target]);
  return <Navigate replace to={previous ?? '/'} />;
}

function Pending() {
  return <div className="min-h-[50vh]" aria-busy="true" />;
}

/** Signed-in-only routes: visitors get the login popup, then continue here on success. */
export function RequireSignedIn() {
  const session = useSession();
  if (session.status === 'loading') return <Pending />;
  if (!session.signedIn) return <SendBackWithPopup popup="login" />;
  return <Outlet />;
}

/**
 * Verified-account routes: visitors get the login popup; signed-in but unverified people get
 * 'Verify your account to access this feature'. Both continue here once they qualify.
 */
export function RequireVerified() {
  const session = useSession();
  if (session.status === 'loading') return <Pending />;
  if (!session.signedIn) return <SendBackWithPopup popup="login" />;
  if (!session.verified) return <SendBackWithPopup popup="verifyRequired" />;
  return <Outlet />;
}

/** Professional-or-admin routes: everyone else goes to /. */
export function RequireProfessionalOrAdmin() {
  const session = useSession();
  if (session.status === 'loading') return <Pending />;
  if (!session.professional && !session.admin) return <SendHome />;
  return <Outlet />;
}

/** The admin console (/admin/…): everyone but an admin goes to /. The server refuses their admin calls anyway. */
export function RequireAdmin() {
  const session = useSession();
  if (session.status === 'loading') return <Pending />;
  if (!session.admin) return <SendHome />;
  return <Outlet />;
}
