import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Page } from '../../../../ui/page';
import { InspectionOrderForm } from '../components/inspection-order-form';
import { ListedProperty } from '../components/listed-property';
import { ProviderPicker } from '../components/provider-picker';

/**
 * /inspection/{property_id}: the inspectors serving the listing's postal code with their items,
 * prices and lead times; the customer picks one and at least one item, then pays (decision 072).
 */
export default function InspectionPropertyOrderPage() {
  const { t } = useTranslation('orders');
  return (
    <Page title={t('ordering.orderInspection')} width="prose">
      <div className="flex flex-col gap-6">
        <ListedProperty>
          {(listing) => (
            <ProviderPicker kind="inspection" place={{ country: listing.address.country, postalCode: listing.address.zip }}>
              {(provider) => (
                <InspectionOrderForm
                  professionalId={provider.professionalId}
                  services={provider.inspection}
                  property={{ listingId: listing._id }}
                />
              )}
            </ProviderPicker>
          )}
        </ListedProperty>
        <p className="text-sm text-muted">
          {t('ordering.notListedHere')}{' '}
          <Link to="/inspection/add" className="font-semibold text-primary underline">
            {t('ordering.orderForAddress')}
          </Link>
        </p>
      </div>
    </Page>
  );
}
