/* global document, requestAnimationFrame */
// A page the server rendered (decision 090) paints from its HTML: the app's scripts are fetched
// once it has painted, so they do not compete with the page's first paint for a slow connection.
// The server names the app's entry on this script's tag in place of loading it directly.
const entry = document.querySelector('script[data-app-entry]')?.getAttribute('data-app-entry');
if (entry) requestAnimationFrame(() => setTimeout(() => import(entry)));
