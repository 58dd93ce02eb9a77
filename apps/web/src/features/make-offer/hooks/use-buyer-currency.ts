import type { TOffer } from '@app/shared/offers/offers.schema';
import { useExchangeRates } from '../../../lib/fx/exchange-rates';
import { useAccount } from '../../../lib/session/get-account';

/**
 * The reader as a buyer on this offer: whether they live in another country than the listing
 * (their profile's country, else the address they gave as a buyer), the currency they prefer,
 * and the day's rates when that currency differs from the offer's (undefined while loading).
 */
export function useBuyerCurrency(offer: TOffer) {
  const account = useAccount().data;
  const email = account?.email.toLowerCase();
  const asBuyer = offer.buyers.find((buyer) => buyer.email.toLowerCase() === email);
  const country = (account?.profile.country ?? asBuyer?.address.country ?? '').toLowerCase();
  const foreign = country !== '' && country !== offer.listing.address.country.toLowerCase();
  const local = account?.profile.preferredCurrency ?? null;
  const differs = local !== null && local.toUpperCase() !== offer.currency.toUpperCase();
  // The booking deposit is also shown in US dollars (spec section 9) when the listing's currency is another.
  const rates = useExchangeRates(differs || offer.currency.toUpperCase() !== 'USD');
  return { foreign, local: differs ? local : null, rates };
}
