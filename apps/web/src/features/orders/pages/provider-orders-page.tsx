import type { TOrder } from '@app/shared/orders/orders.schema';
import { ORDER_TABS, PROVIDER_ORDER_TABS, isClosedOrderStatus, type TServiceKindId } from '@app/shared/reference/orders';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { QueryStatus } from '../../../ui/query-status';
import { Tabs } from '../../../ui/tabs';
import { useDocumentTitle } from '../../../ui/use-document-title';
import { useProviderOrders } from '../api/orders';
import { ProviderOrderCard } from '../components/provider-order-card';

type TabId = (typeof PROVIDER_ORDER_TABS)[number]['id'] | (typeof ORDER_TABS)[number]['id'];

const inTab: Record<TabId, (order: TOrder) => boolean> = {
  pending: (order) => order.status === 'pending',
  accepted: (order) => ['accepted', 'in-progress', 'submitted', 'delivered'].includes(order.status),
  active: (order) => ['pending', 'accepted', 'in-progress', 'submitted', 'delivered'].includes(order.status),
  completed: (order) => order.status === 'completed',
  closed: (order) => isClosedOrderStatus(order.status) || order.status === 'expired',
};

/**
 * dashboard/appraisal and dashboard/inspection (To Do, Accepted, Completed, Closed) and the media
 * orders (Active, Completed, Closed): the orders the provider fulfils, each with its due date and time left.
 */
export function ProviderOrdersPage({ kind, aside }: { kind: TServiceKindId; aside?: ReactNode }) {
  const { t } = useTranslation('orders');
  const title = t(`providerTitles.${kind}`);
  useDocumentTitle(title);
  const orders = useProviderOrders(kind);
  const tabs = kind === 'media' ? ORDER_TABS : PROVIDER_ORDER_TABS;
  const [tab, setTab] = useState<TabId>(tabs[0].id);
  return (
    <div className="flex flex-col gap-6">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 className="text-2xl font-bold text-ink md:text-3xl">{title}</h1>
        {aside}
      </div>
      <QueryStatus query={orders} loading={t('loading')}>
        {(data) => {
          const shown = data.filter(inTab[tab]);
          return (
            <Tabs
              label={title}
              tabs={tabs.map((option) => ({ id: option.id as TabId, label: t(`providerTabs.${option.id}`) }))}
              selected={tab}
              onSelect={(id) => setTab(id as TabId)}
            >
              {shown.length === 0 ? (
                <p className="text-muted">{t('empty')}</p>
              ) : (
                <div className="flex flex-col gap-4">
                  {shown.map((order) => (
                    <ProviderOrderCard key={order._id} order={order} />
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
