/** Viewport and interaction constants of spec sections 2 and 9. */
export const UI = {
  /** Widths up to this many pixels count as a tablet. */
  tabletMaxWidth: 1024,
  /** Debounce of the window-resize handler. */
  resizeDebounceMs: 150,
  /** A long press fires after 1 s. */
  longPressMs: 1_000,
  /** The footer appears after 300 ms (900 ms on Results). */
  footerDelayMs: 300,
  footerDelayResultsMs: 900,
  /** The footer's state list expands by 5 at a time. */
  footerStatesStep: 5,
} as const;

/** Layout breakpoints in pixels (min widths). */
export const BREAKPOINTS = { xs: 400, sm: 600, md: 900, lg: 1280 } as const;
export type TBreakpoint = keyof typeof BREAKPOINTS;

/** Theme colours. */
export const THEME_COLORS = { primary: '#eb262b', secondary: '#ffd62a' } as const;
