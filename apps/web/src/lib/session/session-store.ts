import { createContext, useContext, useSyncExternalStore } from 'react';
import { create } from 'zustand';
import { hasSignedInHint } from './signed-in-hint';

/** What the server says about the signed-in person; roles are decided on the server. */
export type SessionAccount = {
  _id: string;
  email: string;
  firstName: string;
  lastName: string;
  verified: boolean;
  professional: boolean;
  admin: boolean;
};

function sameAccount(a: SessionAccount | null, b: SessionAccount): boolean {
  return a !== null && (Object.keys(b) as (keyof SessionAccount)[]).every((key) => a[key] === b[key]);
}

export type SessionState = {
  /** 'loading' until the first answer about who is signed in. */
  status: 'loading' | 'visitor' | 'signed-in';
  account: SessionAccount | null;
  signIn(account: SessionAccount): void;
  signOut(): void;
};

/**
 * The session as the web knows it. The accounts feature fills it from GET /api/v1/account at
 * start-up; until that answers the status is 'loading' and guards wait. A browser without the
 * signed-in cookie is a visitor from the start: its first paint already offers Log In and Sign up.
 * A page the server renders has its own session instead (RenderedSession below); the browser
 * that takes it over fills this store from that page's account first (decision 090).
 */
export const useSessionStore = create<SessionState>((set) => ({
  status: typeof document !== 'undefined' && hasSignedInHint() ? 'loading' : 'visitor',
  account: null,
  // The same account again (the start-up answer after a take-over, a profile saved unchanged):
  // nothing changes. A new state would draw every part that shows the session again, at once.
  signIn: (account) =>
    set((state) => (state.status === 'signed-in' && sameAccount(state.account, account) ? state : { status: 'signed-in', account })),
  // Already a visitor: nothing changes, and nothing is drawn again.
  signOut: () => set((state) => (state.status === 'visitor' && !state.account ? state : { status: 'visitor', account: null })),
}));

export type SessionSnapshot = Pick<SessionState, 'status' | 'account'>;

/**
 * The session of one page rendered on the server (decision 090): the server renders pages for
 * many people at once, so the session is the render's, never the module-wide store's.
 */
const RenderedSessionContext = createContext<SessionSnapshot | null>(null);
export const RenderedSession = RenderedSessionContext.Provider;

/** Whether this render is the server's (a page rendered for one request), not the browser's. */
export function useRenderingOnServer(): boolean {
  return useContext(RenderedSessionContext) !== null;
}

/** The current session: status plus role flags derived from the server's account. */
export function useSession() {
  const rendered = useContext(RenderedSessionContext);
  // The store as it is, while taking over a page too (zustand's hook would show its initial state
  // then): the take-over has put the page's session in it before the first render.
  const stored = useSyncExternalStore(useSessionStore.subscribe, useSessionStore.getState, useSessionStore.getState);
  const { status, account } = rendered ?? stored;
  return {
    status,
    account,
    signedIn: status === 'signed-in',
    verified: Boolean(account?.verified),
    professional: Boolean(account?.professional),
    admin: Boolean(account?.admin),
  };
}
