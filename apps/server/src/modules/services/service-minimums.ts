import { formatCurrency } from '@app/shared/domain/money';
import { formatMessage } from '@app/shared/messages/messages';
import { serviceMinimumIn, type TPricedService } from '@app/shared/services/service-minimums';
import type { DbOrTx } from '../../db/client';
import { AppError } from '../../platform/http/app-error';
import { currentRates } from '../../platform/fx/fx-rates.repo';

/** One price to hold against its catalogue minimum, and the form field it came from. */
export type PriceToCheck = { service: TPricedService; price: number; currency: string; field: string };

/**
 * Refuses any price under its service's minimum (the priced catalogue's USD minimum in the price's
 * currency at the server's current rates): 'The minimum price for this service is {price}', on
 * the field, for the first price too low.
 */
export async function assertAtLeastMinimums(db: DbOrTx, prices: readonly PriceToCheck[]): Promise<void> {
  if (prices.length === 0) return;
  const rates = await currentRates(db);
  for (const { service, price, currency, field } of prices) {
    const minimum = serviceMinimumIn(service, currency, rates);
    if (price < minimum) {
      const params = { price: formatCurrency(minimum, currency, 'en-US') };
      throw new AppError('SERVICE_BELOW_MIN_PRICE', { params, fields: { [field]: formatMessage('serviceMinimumPrice', params) } });
    }
  }
}
