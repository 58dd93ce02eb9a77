import { useAccount } from '../session/get-account';
import { useExchangeRates } from './exchange-rates';

/**
 * The reader's own currency beside amounts in `currency`: their profile's preferred currency when
 * it is another one (null when the same or unset), and the day's rates (undefined while loading).
 * The rates are also fetched for a currency other than USD, which offer pages show in dollars too.
 */
export function useLocalCurrency(currency: string) {
  const account = useAccount().data;
  const preferred = account?.profile.preferredCurrency ?? null;
  const differs = preferred !== null && preferred.toUpperCase() !== currency.toUpperCase();
  const rates = useExchangeRates(differs || currency.toUpperCase() !== 'USD');
  return { local: differs ? preferred : null, rates };
}
