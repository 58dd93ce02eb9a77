/**
 * A page the server rendered (decision 090): the app's root holds its HTML and carries this
 * attribute, with the render's locale as its value, until the browser has taken the page over.
 */
export const SERVER_RENDERED_ATTR = 'data-server-rendered';

/** The id of the JSON script beside the root with what the browser needs to take the page over (ServerRenderState). */
export const SERVER_STATE_ID = 'server-render-state';

/** The reader's choice of language, kept as a cookie too so the server renders their pages in it. */
export const LOCALE_COOKIE = 'tn_locale';
