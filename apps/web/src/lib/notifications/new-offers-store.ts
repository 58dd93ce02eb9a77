import { create } from 'zustand';

/**
 * How many completed offers the signed-in seller has not opened yet (spec section 4: they count as
 * the seller's notifications). The offers dashboard keeps it up to date once someone is signed in;
 * the navbar and the dashboard's sidebar show it. Here, so the frame reads it without loading the
 * offers code for visitors (issue 24's first-paint budget).
 */
export const useNewOffersStore = create<{ count: number }>(() => ({ count: 0 }));

/** The current count of new offers. */
export function useNewOffersCount(): number {
  return useNewOffersStore((state) => state.count);
}

/** Sets the count (the offers dashboard's notifications do). */
export function setNewOffersCount(count: number) {
  useNewOffersStore.setState({ count });
}
