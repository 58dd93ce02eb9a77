import type { TAppraisalTypeId } from '@app/shared/reference/orders';
import type { TAppraisalService } from '@app/shared/services/appraisal-services.schema';
import type { TPropertySizeRangeId } from '@app/shared/services/service-terms';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { useFormatMoney } from '../../../lib/format/format-money';
import { Button } from '../../../ui/button';
import { TextField } from '../../../ui/field';
import { FormAlert } from '../../../ui/form-alert';
import { QueryStatus } from '../../../ui/query-status';
import { useDocumentTitle } from '../../../ui/use-document-title';
import { useOfferedServices } from '../api/orders';
import { AppraisalChoice, appraisalTermsOf } from '../ordering/components/appraisal-choice';
import { OrderTotal } from '../ordering/components/order-total';
import { usePayForOrder } from '../ordering/components/use-pay-for-order';

type Address = { street: string; city: string; state: string };

/** The appraisal form: the property's address in the professional's postal code, its size, the appraisal type; then checkout. */
function AppraisalOrderForm({
  professionalId,
  zipCode,
  services,
}: {
  professionalId: string;
  zipCode: string;
  services: TAppraisalService[];
}) {
  const { t } = useTranslation('orders');
  const formatMoney = useFormatMoney();
  const { checkout, pay } = usePayForOrder();
  const [address, setAddress] = useState<Address>({ street: '', city: '', state: '' });
  const [size, setSize] = useState<TPropertySizeRangeId | undefined>();
  const [type, setType] = useState<TAppraisalTypeId | undefined>();
  const [touched, setTouched] = useState(false);
  const terms = appraisalTermsOf(services, size, type);

  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    setTouched(true);
    if (!address.street.trim() || !address.city.trim() || !size || !type || !terms) return;
    pay({
      professionalId,
      kind: 'appraisal',
      appraisalType: type,
      sizeRange: size,
      address: { ...address, postalCode: zipCode, country: 'US' },
    });
  };
  const required = (value: string) => (touched && !value.trim() ? t('required') : undefined);
  const field = (name: keyof Address) => ({
    value: address[name],
    onChange: (event: React.ChangeEvent<HTMLInputElement>) => setAddress((current) => ({ ...current, [name]: event.target.value })),
  });

  return (
    <form className="flex flex-col gap-5" onSubmit={submit} noValidate>
      <TextField label={t('street')} autoComplete="street-address" error={required(address.street)} {...field('street')} />
      <div className="grid gap-4 sm:grid-cols-3">
        <TextField label={t('city')} error={required(address.city)} {...field('city')} />
        <TextField label={t('state')} {...field('state')} />
        <TextField label={t('postalCode')} value={zipCode} readOnly />
      </div>
      <AppraisalChoice services={services} size={size} type={type} onSize={setSize} onType={setType} showError={touched} />
      {terms && <OrderTotal price={terms.price} days={terms.leadTime} />}
      <div aria-live="polite">{checkout.isError && <FormAlert message={checkout.error.message} />}</div>
      <Button type="submit" loading={checkout.isPending} className="self-start">
        {terms ? t('continueToPay', { amount: formatMoney(terms.price) }) : t('continue')}
      </Button>
    </form>
  );
}

/** /appraisal/prof/{professional_id}/{zipCode}: order an appraisal from a professional serving that postal code. */
export default function AppraisalOrderPage() {
  const { t } = useTranslation('orders');
  useDocumentTitle(t('orderAppraisal'));
  const { professionalId = '', zipCode = '' } = useParams();
  const offered = useOfferedServices(professionalId, zipCode);
  return (
    <div className="mx-auto flex max-w-2xl flex-col gap-6 px-4 py-8">
      <h1 className="text-2xl font-bold text-ink md:text-3xl">{t('orderAppraisal')}</h1>
      <QueryStatus query={offered} loading={t('loading')}>
        {(data) =>
          data.appraisal.length === 0 ? (
            <p className="text-muted">{t('noServices')}</p>
          ) : (
            <AppraisalOrderForm professionalId={professionalId} zipCode={zipCode} services={data.appraisal} />
          )
        }
      </QueryStatus>
    </div>
  );
}
