import { MESSAGES } from '@app/shared/messages/messages';
import { ZOrderAddress, type TOrderAddress } from '@app/shared/orders/orders.schema';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useLocation, useNavigate, useParams } from 'react-router';
import { useTranslateMessage } from '../../../../lib/i18n/translate-message';
import { Button } from '../../../../ui/button';
import { Page } from '../../../../ui/page';
import { QueryStatus } from '../../../../ui/query-status';
import { offeredServicesQueryOptions, useOfferedServices } from '../../api/orders';
import { InspectionOrderForm } from '../components/inspection-order-form';
import { OrderAddressForm } from '../components/order-address-form';

/** The paged order's pages: 1, the property's address; 2, the items and payment. */
const PAGES = ['1', '2'] as const;

/** Page 2's items from this professional for the address page 1 found them serving. */
function ItemsPage({
  professionalId,
  address,
  onChangeAddress,
}: {
  professionalId: string;
  address: TOrderAddress;
  onChangeAddress(): void;
}) {
  const { t } = useTranslation('orders');
  const translate = useTranslateMessage();
  const offered = useOfferedServices(professionalId, address.postalCode, address.country);
  return (
    <div className="flex flex-col gap-6">
      <p className="text-ink">
        <span className="text-muted">{t('ordering.forProperty')}:</span>{' '}
        {[address.street, address.city, address.state, address.postalCode].filter(Boolean).join(', ')}{' '}
        <Button variant="outline" className="ml-2" onClick={onChangeAddress}>
          {t('ordering.changeAddress')}
        </Button>
      </p>
      <QueryStatus query={offered} loading={t('ordering.loadingServices')}>
        {(data) =>
          data.inspection.length === 0 ? (
            <p className="text-ink">{translate(MESSAGES.sorryNoMatchingOptions)}</p>
          ) : (
            <InspectionOrderForm professionalId={professionalId} services={data.inspection} property={{ address }} />
          )
        }
      </QueryStatus>
    </div>
  );
}

/**
 * /services/inspection/order/{professional_id}/{page}: an inspection ordered from a professional's
 * profile, in two pages (decision 072): the property's address, which the professional must serve
 * ('Outside of service area' keeps it in the fields), then the items and payment. Page 2 without an
 * address goes back to page 1; any other page is not found.
 */
export default function InspectionProfessionalOrderPage() {
  const { t } = useTranslation('orders');
  const { professionalId = '', page = '' } = useParams();
  const location = useLocation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [refusal, setRefusal] = useState('');
  const [checking, setChecking] = useState(false);
  const carried = ZOrderAddress.safeParse((location.state as { address?: unknown } | null)?.address);
  const base = `/services/inspection/order/${encodeURIComponent(professionalId)}`;

  if (!PAGES.includes(page as (typeof PAGES)[number]))
    return (
      <Page title={t('ordering.orderInspection')} width="prose">
        <h2 className="text-xl font-semibold text-ink">{t('ordering.pageNotFound')}</h2>
      </Page>
    );
  if (page === '2' && !carried.success) return <Navigate to={`${base}/1`} replace />;

  // Page 1: the professional must serve the address's postal code before the items are shown.
  const checkAddress = async (address: TOrderAddress) => {
    setRefusal('');
    setChecking(true);
    try {
      await queryClient.fetchQuery(offeredServicesQueryOptions(professionalId, address.postalCode, address.country));
      void navigate(`${base}/2`, { state: { address } });
    } catch (error) {
      setRefusal(error instanceof Error ? error.message : MESSAGES.somethingWentWrong);
    } finally {
      setChecking(false);
    }
  };
  return (
    <Page title={t('ordering.orderInspection')} width="prose">
      <div className="flex flex-col gap-6">
        <p className="text-sm font-medium text-muted">{t('ordering.step', { page, count: PAGES.length })}</p>
        {page === '1' || !carried.success ? (
          <OrderAddressForm
            initial={carried.success ? carried.data : undefined}
            submitLabel={t('ordering.next')}
            onSubmit={(address) => void checkAddress(address)}
            serverError={refusal}
            busy={checking}
          />
        ) : (
          <ItemsPage
            professionalId={professionalId}
            address={carried.data}
            onChangeAddress={() => void navigate(`${base}/1`, { state: { address: carried.data } })}
          />
        )}
      </div>
    </Page>
  );
}
