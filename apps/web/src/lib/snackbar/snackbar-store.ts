import { create } from 'zustand';

export type Snack = { id: number; kind: 'success' | 'error' | 'info'; message: string };

/** Success messages hide by themselves after 3 s (spec); errors stay until closed. */
export const SUCCESS_HIDE_MS = 3000;

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
    if (kind !== 'error') setTimeout(() => useSnackbarStore.getState().dismiss(id), SUCCESS_HIDE_MS);
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
