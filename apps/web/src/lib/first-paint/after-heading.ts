import { SERVER_RENDERED_ATTR } from '@app/shared/constants/server-render';

/** How long work waits for a page's main heading before it goes on anyway (a page without one). */
export const HEADING_WAIT_MS = 5000;
/** While the page still shows it is loading, the wait goes on, up to this long (a slow machine or network). */
export const LOADING_WAIT_MS = 30_000;

/**
 * A page's main heading is in the document, drawn by the app: a page the server rendered has its
 * heading from the start, and counts once the app has taken it over (decision 090), so the work
 * waiting here does not compete with that.
 */
function headingShown() {
  return Boolean(document.querySelector('#main h1')) && !document.querySelector(`[${SERVER_RENDERED_ATTR}]`);
}

/** The page is still loading: its route's or its data's loading status is shown. */
function pageLoading() {
  return Boolean(document.querySelector('#main [role="status"]'));
}

/**
 * Calls `then` once the page's main heading is in the document, or after `waitMs` without one
 * while the page is not loading any more (a page without a heading; at most LOADING_WAIT_MS in all,
 * so a slow page does not get the work before its heading): what the first paint does not need (the footer, the `messages` catalog) is never requested
 * before the page has painted (issue 24's JavaScript budget, decision 085). Returns a cancel function.
 */
export function afterPageHeading(then: () => void, waitMs = HEADING_WAIT_MS): () => void {
  let done = false;
  const observer = new MutationObserver(() => {
    if (headingShown()) start();
  });
  const startedAt = Date.now();
  let fallback = setTimeout(wentOn, waitMs);
  function wentOn() {
    if (pageLoading() && Date.now() - startedAt < LOADING_WAIT_MS) fallback = setTimeout(wentOn, waitMs);
    else start();
  }
  function start() {
    if (done) return;
    done = true;
    observer.disconnect();
    clearTimeout(fallback);
    then();
  }
  if (headingShown()) start();
  else observer.observe(document, { childList: true, subtree: true, attributes: true, attributeFilter: [SERVER_RENDERED_ATTR] });
  return () => {
    done = true;
    observer.disconnect();
    clearTimeout(fallback);
  };
}
