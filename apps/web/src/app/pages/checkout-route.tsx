import { CouponCodeField } from '../../features/coupons/components/coupon-code-field';
import CheckoutPage from '../../features/payments/pages/checkout-page';

/** /checkout/{checkoutId}: the payments feature's checkout with the coupons feature's code field (the app composes features). */
export default function CheckoutRoute() {
  return <CheckoutPage couponField={CouponCodeField} />;
}
