import type { TAppraisalTypeId } from '@app/shared/reference/orders';
import type { TAppraisalService } from '@app/shared/services/appraisal-services.schema';
import { propertySizeRangeOf, type TPropertySizeRangeId } from '@app/shared/services/service-terms';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useFormatMoney } from '../../../../lib/format/format-money';
import { Button } from '../../../../ui/button';
import { FormAlert } from '../../../../ui/form-alert';
import { AppraisalChoice, appraisalTermsOf } from './appraisal-choice';
import { OrderTotal } from './order-total';
import { usePayForOrder } from './use-pay-for-order';

type AppraisalListingFormProps = {
  professionalId: string;
  services: readonly TAppraisalService[];
  listing: { _id: string; sizeSqft: number | null };
};

/** An appraisal of a listed property from one provider: the listing's size range is chosen when the provider prices it. */
export function AppraisalListingForm({ professionalId, services, listing }: AppraisalListingFormProps) {
  const { t } = useTranslation('orders');
  const formatMoney = useFormatMoney();
  const { checkout, pay } = usePayForOrder();
  const listingSize = propertySizeRangeOf(listing.sizeSqft);
  const [size, setSize] = useState<TPropertySizeRangeId | undefined>(
    services.some((service) => service.sizeRange === listingSize) ? listingSize : undefined,
  );
  const [type, setType] = useState<TAppraisalTypeId>();
  const [touched, setTouched] = useState(false);
  const terms = appraisalTermsOf(services, size, type);

  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    setTouched(true);
    if (!size || !type || !terms) return;
    pay({ professionalId, kind: 'appraisal', appraisalType: type, sizeRange: size, listingId: listing._id });
  };
  return (
    <form className="flex flex-col gap-5" onSubmit={submit} noValidate>
      <AppraisalChoice services={services} size={size} type={type} onSize={setSize} onType={setType} showError={touched} />
      {terms && <OrderTotal price={terms.price} days={terms.leadTime} />}
      <div aria-live="polite">{checkout.isError && <FormAlert message={checkout.error.message} />}</div>
      <Button type="submit" loading={checkout.isPending} className="self-start">
        {terms ? t('continueToPay', { amount: formatMoney(terms.price) }) : t('continue')}
      </Button>
    </form>
  );
}
