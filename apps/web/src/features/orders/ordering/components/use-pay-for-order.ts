import type { TPlaceOrder } from '@app/shared/orders/orders.schema';
import { useNavigate } from 'react-router';
import { useOrderCheckout } from '../../api/orders';

/** Opens the wallet's checkout for an order (POST /checkouts), then goes to it: paying there places the order. */
export function usePayForOrder() {
  const navigate = useNavigate();
  const checkout = useOrderCheckout();
  const pay = (order: TPlaceOrder) => checkout.mutate(order, { onSuccess: (opened) => void navigate(`/checkout/${opened._id}`) });
  return { checkout, pay };
}
