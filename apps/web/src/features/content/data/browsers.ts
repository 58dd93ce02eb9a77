/**
 * Browsers we send Internet Explorer users to. Shared by the /compatible page and the
 * build-time compatible.html, so both always offer the same choices. Names are brands and
 * stay untranslated.
 */
export const SUPPORTED_BROWSERS = [
  { id: 'edge', name: 'Microsoft Edge', url: 'https://www.microsoft.com/edge' },
  { id: 'chrome', name: 'Google Chrome', url: 'https://www.google.com/chrome/' },
  { id: 'firefox', name: 'Mozilla Firefox', url: 'https://www.mozilla.org/firefox/' },
  { id: 'safari', name: 'Apple Safari', url: 'https://www.apple.com/safari/' },
] as const;
