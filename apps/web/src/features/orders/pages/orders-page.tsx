import { ORDER_TABS, isClosedOrderStatus, type TOrderTabId } from '@app/shared/reference/orders';
import type { TOrder } from '@app/shared/orders/orders.schema';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { QueryStatus } from '../../../ui/query-status';
import { Tabs } from '../../../ui/tabs';
import { useDocumentTitle } from '../../../ui/use-document-title';
import { useMyOrders } from '../api/orders';
import { OrderCard } from '../components/order-card';

const inTab: Record<TOrderTabId, (order: TOrder) => boolean> = {
  active: (order) => order.status !== 'completed' && !isClosedOrderStatus(order.status),
  completed: (order) => order.status === 'completed',
  closed: (order) => isClosedOrderStatus(order.status),
};

/** dashboard/orders: the services the person ordered, in tabs Active, Completed and Closed (cancelled or declined). */
export default function OrdersPage() {
  const { t } = useTranslation('orders');
  useDocumentTitle(t('title'));
  const orders = useMyOrders();
  const [tab, setTab] = useState<TOrderTabId>('active');
  return (
    <div className="flex flex-col gap-6">
      <h1 className="text-2xl font-bold text-ink md:text-3xl">{t('title')}</h1>
      <QueryStatus query={orders} loading={t('loading')}>
        {(data) => {
          const shown = data.filter(inTab[tab]);
          return (
            <Tabs
              label={t('title')}
              tabs={ORDER_TABS.map((option) => ({ id: option.id as TOrderTabId, label: t(`tabs.${option.id}`) }))}
              selected={tab}
              onSelect={(id) => setTab(id as TOrderTabId)}
            >
              {shown.length === 0 ? (
                <p className="text-muted">{t('empty')}</p>
              ) : (
                <div className="flex flex-col gap-4">
                  {shown.map((order) => (
                    <OrderCard key={order._id} order={order} />
                  ))}
                </div>
              )}
            </Tabs>
          );
        }}
      </QueryStatus>
    </div>
  );
}
