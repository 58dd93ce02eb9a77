import { create } from 'zustand';

/**
 * Popups the app can open from anywhere (spec section 2, "Popups and forms"): the login popup
 * and its forgot-password and recovery-login views, the sign-up popup and its result view, the
 * verify-required popup and the yes/no confirmation.
 */
export type PopupName = 'login' | 'forgotPassword' | 'recoveryLogin' | 'signup' | 'signupResult' | 'verifyRequired' | 'confirm';

export type ConfirmRequest = {
  title: string;
  body?: string;
  confirmLabel?: string;
  onConfirm(): void | Promise<void>;
};

export type PopupState = {
  open: PopupName | null;
  /** Where to go once the popup's job is done (after signing in or verifying). */
  continueTo: string | null;
  confirm: ConfirmRequest | null;
  openPopup(name: PopupName, options?: { continueTo?: string | null; confirm?: ConfirmRequest }): void;
  /** Moves to another popup of the same journey (login → sign-up, → recovery), keeping where to continue. */
  switchTo(name: PopupName, options?: { continueTo?: string | null }): void;
  /** Returns where to continue and forgets it, so it is used once. */
  takeContinueTo(): string | null;
  close(): void;
  /** Back to nothing open and nothing remembered (logging out). */
  reset(): void;
};

export const usePopupStore = create<PopupState>((set, get) => ({
  open: null,
  continueTo: null,
  confirm: null,
  openPopup: (name, options = {}) => set({ open: name, continueTo: options.continueTo ?? null, confirm: options.confirm ?? null }),
  switchTo: (name, options = {}) =>
    set((state) => ({ open: name, confirm: null, continueTo: options.continueTo === undefined ? state.continueTo : options.continueTo })),
  takeContinueTo: () => {
    const { continueTo } = get();
    set({ continueTo: null });
    return continueTo;
  },
  close: () => set({ open: null, confirm: null }),
  reset: () => set({ open: null, continueTo: null, confirm: null }),
}));
