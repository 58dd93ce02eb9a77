/** Debian's package holding the browser the journeys drive. */
export const CHROMIUM_PACKAGE = 'chromium-headless-shell';

/** The browser the journeys drive: CHROMIUM_PATH (any Chromium or Chrome), else Debian's headless shell. */
export function chromiumPath() {
  return process.env.CHROMIUM_PATH || '/usr/bin/chromium-headless-shell';
}
