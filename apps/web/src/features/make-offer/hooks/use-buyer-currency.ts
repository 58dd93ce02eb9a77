import type { TOffer } from '@app/shared/offers/offers.schema';
import { useLocalCurrency } from '../../../lib/fx/use-local-currency';
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
  // The booking deposit is also shown in US dollars (spec section 9) when the listing's currency is another.
  const { local, rates } = useLocalCurrency(offer.currency);
  return { foreign, local, rates };
}
