import { isRegisterPromo } from '@app/shared/promotions/promo-codes';
import { replace, type LoaderFunctionArgs } from 'react-router';

/**
 * /register/{promo}: a configured promo leads to the professional register (keeping the
 * promo); anything else changes nothing, so the person simply lands on the home page.
 */
export function promoRegisterRedirect({ params }: LoaderFunctionArgs) {
  const promo = params.promo ?? '';
  return replace(isRegisterPromo(promo) ? `/professional/register?promo=${encodeURIComponent(promo.toLowerCase())}` : '/');
}
