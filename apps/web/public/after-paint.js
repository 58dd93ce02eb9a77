/* global document, requestAnimationFrame */
// A page the server rendered (decision 090) paints from its HTML: the app's scripts are fetched
// once it has painted, so they do not compete with the page's first paint for a slow connection.
// The server names the app's entry on this script's tag in place of loading it directly.
// If the app cannot load (a dropped connection, a blocked script), the page is left usable as
// the server drew it: its links still work as plain links, so the root stops being inert.
const entry = document.querySelector('script[data-app-entry]')?.getAttribute('data-app-entry');
if (entry) {
  requestAnimationFrame(() =>
    setTimeout(() =>
      import(entry).catch(() => {
        const root = document.getElementById('root');
        root?.removeAttribute('inert');
      }),
    ),
  );
}
