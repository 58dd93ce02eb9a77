import type { TOrderAddress } from '@app/shared/orders/orders.schema';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Page } from '../../../../ui/page';
import { InspectionOrderForm } from '../components/inspection-order-form';
import { OrderAddressForm } from '../components/order-address-form';
import { ProviderPicker } from '../components/provider-picker';

/**
 * /inspection/add: an inspection of a property not listed here. The customer types its address
 * (country and postal code included), then sees the inspectors serving that postal code, picks one
 * and the items, and pays (decision 072). The address stays in its fields to be changed.
 */
export default function InspectionAddressOrderPage() {
  const { t } = useTranslation('orders');
  const [address, setAddress] = useState<TOrderAddress>();
  return (
    <Page title={t('ordering.orderInspection')} lead={t('ordering.addLead')} width="prose">
      <div className="flex flex-col gap-8">
        <OrderAddressForm submitLabel={t('ordering.findInspectors')} onSubmit={setAddress} />
        {address && (
          <section aria-labelledby="inspectors" className="flex flex-col gap-4">
            <h2 id="inspectors" className="text-xl font-semibold text-ink">
              {t('ordering.inspectorsFor', { postalCode: address.postalCode })}
            </h2>
            <ProviderPicker key={`${address.country} ${address.postalCode}`} kind="inspection" place={address}>
              {(provider) => (
                <InspectionOrderForm professionalId={provider.professionalId} services={provider.inspection} property={{ address }} />
              )}
            </ProviderPicker>
          </section>
        )}
      </div>
    </Page>
  );
}
