import { useTranslation } from 'react-i18next';
import { Page } from '../../../../ui/page';
import { AppraisalListingForm } from '../components/appraisal-listing-form';
import { ListedProperty } from '../components/listed-property';
import { ProviderPicker } from '../components/provider-picker';

/**
 * /appraisal/{property_id}: the appraisers serving the listing's postal code with their prices and
 * time frames; the customer picks one, the appraisal type and the property size, and pays through
 * the wallet's checkout (decision 072).
 */
export default function AppraisalPropertyOrderPage() {
  const { t } = useTranslation('orders');
  return (
    <Page title={t('orderAppraisal')} width="prose">
      <ListedProperty>
        {(listing) => (
          <ProviderPicker kind="appraisal" place={{ country: listing.address.country, postalCode: listing.address.zip }}>
            {(provider) => (
              <AppraisalListingForm professionalId={provider.professionalId} services={provider.appraisal} listing={listing} />
            )}
          </ProviderPicker>
        )}
      </ListedProperty>
    </Page>
  );
}
