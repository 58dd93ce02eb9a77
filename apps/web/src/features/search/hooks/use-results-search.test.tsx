import { act, render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import { useResultsSearch } from './use-results-search';

type Hook = ReturnType<typeof useResultsSearch>;

/** The Results search hook on a memory router at `path`; `seen` holds the hook of the last render. */
function renderAt(path: string) {
  const seen: { current: Hook | null } = { current: null };
  function Probe() {
    seen.current = useResultsSearch();
    return null;
  }
  const router = createMemoryRouter([{ path: '/results', element: <Probe /> }], { initialEntries: [path] });
  render(<RouterProvider router={router} />);
  return { router, seen };
}

describe('useResultsSearch', () => {
  it('keeps both of two changes made before the page shows the first (beds, then sort)', async () => {
    const { router, seen } = renderAt('/results?searchThis=Austin%2C%20TX&pageNo=3');
    // Both handlers come from the same render, as when a second change beats the first navigation.
    const { search, state } = seen.current!;
    await act(async () => {
      search({ ...state.criteria, beds: '3' });
      search({ ...state.criteria, sort: 'price-low-high' });
    });
    expect(router.state.location.search).toBe('?searchThis=Austin%2C%20TX&beds=3&sort=price-low-high');
  });

  it('clears what the caller cleared, and asks nothing for the same search again', async () => {
    const { router, seen } = renderAt('/results?searchThis=Austin%2C%20TX&beds=3&priceMin=300000');
    const { search, state } = seen.current!;
    await act(async () => {
      search({ ...state.criteria, beds: undefined });
      search({ ...state.criteria, priceMin: 400_000 });
    });
    expect(router.state.location.search).toBe('?searchThis=Austin%2C%20TX&priceMin=400000');
    const key = router.state.location.key;
    await act(async () => seen.current!.search(seen.current!.state.criteria));
    // No navigation: the same history entry.
    expect(router.state.location.key).toBe(key);
  });
});
