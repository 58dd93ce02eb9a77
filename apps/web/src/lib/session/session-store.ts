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
 * signed-in cookie is a visitor from the start, as is a page the server renders (only visitors'
 * are, decision 090): its first paint already offers Log In and Sign up.
 */
export const useSessionStore = create<SessionState>((set) => ({
  status: typeof document !== 'undefined' && hasSignedInHint() ? 'loading' : 'visitor',
  account: null,
  signIn: (account) => set({ status: 'signed-in', account }),
  // Already a visitor: nothing changes, and nothing is drawn again.
  signOut: () => set((state) => (state.status === 'visitor' && !state.account ? state : { status: 'visitor', account: null })),
}));

/** The current session: status plus role flags derived from the server's account. */
export function useSession() {
  const { status, account } = useSessionStore();
  return {
    status,
    account,
    signedIn: status === 'signed-in',
    verified: Boolean(account?.verified),
    professional: Boolean(account?.professional),
    admin: Boolean(account?.admin),
  };
}
