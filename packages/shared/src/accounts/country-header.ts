/** The header carrying the visitor's country, which the web stores (spec: GET account). */
export const COUNTRY_HEADER = 'x-user-country';
