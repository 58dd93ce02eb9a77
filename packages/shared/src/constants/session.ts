/**
 * A cookie scripts can read, set beside the (httpOnly) session cookie and ended with it: the web
 * app asks GET account only when it is there, so a visitor's page makes no request that fails.
 */
export const SIGNED_IN_COOKIE = 'tn_signed_in';

/** The meta tag in the HTML shell carrying the visitor's country (what GET account's header says). */
export const COUNTRY_META = 'user-country';
