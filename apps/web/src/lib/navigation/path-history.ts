import { create } from 'zustand';

type PathHistory = { current: string | null; previous: string | null; visit(path: string): void };

/** The pages visited in this tab, so guards know where the person came from. */
export const usePathHistory = create<PathHistory>((set, get) => ({
  current: null,
  previous: null,
  visit: (path) => {
    if (path !== get().current) set({ previous: get().current, current: path });
  },
}));

/** Forgets the visits (a new tab's state: after logging out, and between tests). */
export function forgetPathHistory() {
  usePathHistory.setState({ current: null, previous: null });
}
