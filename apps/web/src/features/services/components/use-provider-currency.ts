import { DEFAULT_CURRENCY } from '@app/shared/reference/currencies';
import { useAccount } from '../../../lib/session/get-account';

/** The currency a new service is priced in: the provider's preferred currency, else US dollars. */
export function useProviderCurrency(): string {
  return useAccount().data?.profile.preferredCurrency?.toUpperCase() ?? DEFAULT_CURRENCY;
}
