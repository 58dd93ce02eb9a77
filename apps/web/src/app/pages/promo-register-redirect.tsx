import { isRegisterPromo } from '@app/shared/promotions/promo-codes';
import { Navigate, useParams } from 'react-router';

/**
 * /register/{promo}: a configured promo leads to the professional register (keeping the
 * promo); anything else changes nothing, so the person simply lands on the home page.
 */
export default function PromoRegisterRedirect() {
  const { promo = '' } = useParams();
  if (isRegisterPromo(promo)) {
    return <Navigate replace to={`/professional/register?promo=${encodeURIComponent(promo.toLowerCase())}`} />;
  }
  return <Navigate replace to="/" />;
}
