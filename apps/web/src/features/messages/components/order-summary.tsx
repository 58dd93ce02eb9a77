import type { TConversation } from '@app/shared/messaging/messaging.schema';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

type OrderSubject = NonNullable<TConversation['order']>;

/** Where each party manages the order: the customer's orders, or the provider's orders of its kind. */
const orderPage = (order: OrderSubject) =>
  order.viewerIs === 'customer'
    ? '/dashboard/orders'
    : `/dashboard/${order.serviceType === 'media' ? 'professional/services/media' : order.serviceType}`;

/** The order a conversation is about (decision 074), at its top, linked to where the viewer manages it. */
export function OrderSummary({ order }: { order: OrderSubject }) {
  const { t } = useTranslation('messaging');
  const { t: to } = useTranslation('orders');
  return (
    <section aria-label={t('thread.aboutOrder')} className="rounded-xl border border-line bg-white p-3 text-sm">
      <p className="font-semibold text-ink">
        <Link to={orderPage(order)} className="text-primary underline">
          {to(`kinds.${order.serviceType}`)} · {to('orderNumber', { number: order.orderNumber })}
        </Link>
      </p>
    </section>
  );
}
