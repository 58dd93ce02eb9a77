import { TIMING } from '@app/shared/constants/timing';
import { create } from 'zustand';

export type Snack = { id: number; kind: 'success' | 'error' | 'info'; message: string };

/** How long each kind stays (spec section 8): success and info 3 s; errors 10 s, or until closed. */
const HIDE_AFTER_MS: Record<Snack['kind'], number> = {
  success: TIMING.snackbarSuccessMs,
  info: TIMING.snackbarSuccessMs,
  error: TIMING.snackbarErrorMs,
};

type SnackbarState = {
  snacks: Snack[];
  show(kind: Snack['kind'], message: string): number;
  dismiss(id: number): void;
  /** Empties the queue (logging out). */
  clear(): void;
};

let nextId = 1;

export const useSnackbarStore = create<SnackbarState>((set) => ({
  snacks: [],
  show: (kind, message) => {
    const id = nextId++;
    set((state) => ({ snacks: [...state.snacks.slice(-2), { id, kind, message }] }));
    setTimeout(() => useSnackbarStore.getState().dismiss(id), HIDE_AFTER_MS[kind]);
    return id;
  },
  dismiss: (id) => set((state) => ({ snacks: state.snacks.filter((snack) => snack.id !== id) })),
  clear: () => set({ snacks: [] }),
}));

/** Shorthands for components: `snackbar.success(t('saved'))`, `snackbar.error(message)`. */
export const snackbar = {
  success: (message: string) => useSnackbarStore.getState().show('success', message),
  error: (message: string) => useSnackbarStore.getState().show('error', message),
  info: (message: string) => useSnackbarStore.getState().show('info', message),
};
