import { maxPhotosForTerm } from '@app/shared/constants/listings';
import { priceFor } from '@app/shared/payments/price-catalogue';
import type { AppDeps } from '../../app-deps';
import { AppError } from '../../platform/http/app-error';
import type { ProductHandler } from '../payments/index';
import { listingRule } from '@app/shared/listings/listing-transitions';
import { applyPaidTerm, listingReady, paidTermAction, planRunning, stateOf } from './listing-lifecycle.service';
import { draftOf } from './listing-draft';
import { ownListing, relationOf } from './listings.policy';

/** The plan term a checkout asks for: 3 or 6 months (spec section 9). */
function termOf(options: Record<string, unknown> | undefined): 3 | 6 {
  const term = Number(options?.term);
  if (term !== 3 && term !== 6) throw new AppError('INVALID_INPUT');
  return term;
}

/**
 * The listing plan (spec: a listing is published only when all six steps are valid and payment
 * succeeded; Extend Duration pays again). The first payment publishes, later ones extend.
 */
export function listingPlanProduct(deps: AppDeps): ProductHandler {
  return {
    async quote(_deps, actor, product) {
      const row = await ownListing(deps, actor, product.ref);
      const term = termOf(product.options);
      // Refused before any money moves: the payment applies this transition when it succeeds.
      if (!listingRule(relationOf(actor, row), paidTermAction(row), stateOf(row))) throw new AppError('ACTION_NOT_AVAILABLE');
      if (!row.complete && !(await listingReady(deps, row))) throw new AppError('LISTING_NOT_READY');
      // The term paid for sets the photo allowance from then on (a 3-month plan takes 20).
      const photos = draftOf(row).photos?.length ?? 0;
      const max = maxPhotosForTerm(term);
      if (photos > max) throw new AppError('TOO_MANY_PHOTOS_FOR_PLAN', { params: { months: term, max, count: photos } });
      const price = priceFor(term === 3 ? 'listing-plan-3m' : 'listing-plan-6m');
      const extending = row.complete && planRunning(row);
      return {
        description: `${extending ? 'Listing extension' : 'Listing plan'}: ${term} months, ${row.title ?? 'untitled listing'}`,
        line: { key: extending ? 'listingExtension' : 'listingPlan', params: { months: term, title: row.title ?? '' } },
        amount: price.amount,
        currency: price.currency,
        creditAccount: 'revenue:listing-plans',
      };
    },
    async fulfil(tx, context) {
      await applyPaidTerm(tx, context.product.ref, {
        termMonths: termOf(context.product.options),
        accountId: context.accountId,
        paymentId: context.paymentId,
      });
    },
  };
}
