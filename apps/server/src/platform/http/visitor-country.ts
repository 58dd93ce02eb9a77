import type { FastifyRequest } from 'fastify';

const CDN_COUNTRY_HEADERS = ['cf-ipcountry', 'cloudfront-viewer-country', 'x-vercel-ip-country', 'x-country-code'];

/** The visitor's country: what the CDN in front of us says, else the account's preference, else us. */
export function countryOf(request: FastifyRequest, accountCountry?: string): string {
  for (const name of CDN_COUNTRY_HEADERS) {
    const value = request.headers[name];
    if (typeof value === 'string' && /^[A-Za-z]{2}$/.test(value) && value.toUpperCase() !== 'XX') return value.toLowerCase();
  }
  return accountCountry ?? 'us';
}
