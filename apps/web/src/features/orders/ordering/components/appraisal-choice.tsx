import { APPRAISAL_TYPE_IDS, type TAppraisalTypeId } from '@app/shared/reference/orders';
import type { TAppraisalService } from '@app/shared/services/appraisal-services.schema';
import type { TPropertySizeRangeId } from '@app/shared/services/service-terms';
import { useTranslation } from 'react-i18next';
import { useFormatMoney } from '../../../../lib/format/format-money';
import { RadioFieldset } from '../../../../ui/radio-fieldset';

type AppraisalChoiceProps = {
  /** The provider's appraisal services: one per property size range. */
  services: readonly TAppraisalService[];
  size: TPropertySizeRangeId | undefined;
  type: TAppraisalTypeId | undefined;
  onSize(size: TPropertySizeRangeId): void;
  onType(type: TAppraisalTypeId): void;
  /** Shown once the customer tried to go on: the spec's message when the size or type is missing. */
  showError: boolean;
};

/** The terms of the chosen size and type, or null while either is missing or not offered. */
export function appraisalTermsOf(
  services: readonly TAppraisalService[],
  size: TPropertySizeRangeId | undefined,
  type: TAppraisalTypeId | undefined,
) {
  const service = services.find((option) => option.sizeRange === size);
  return (service && type ? service.types[type] : null) ?? null;
}

/**
 * The property size the provider prices and an appraisal type with its price and lead time; types
 * not offered for the chosen size are disabled; the spec's message when incomplete.
 */
export function AppraisalChoice({ services, size, type, onSize, onType, showError }: AppraisalChoiceProps) {
  const { t } = useTranslation('orders');
  const { t: ts } = useTranslation('services');
  const formatMoney = useFormatMoney();
  const service = services.find((option) => option.sizeRange === size);
  const terms = appraisalTermsOf(services, size, type);
  return (
    <>
      <RadioFieldset
        legend={t('propertySize')}
        options={services.map((option) => ({ value: option.sizeRange, label: ts(`sizeRanges.${option.sizeRange}`) }))}
        value={size}
        onChange={onSize}
      />
      <RadioFieldset
        legend={t('appraisalType')}
        options={APPRAISAL_TYPE_IDS.map((id) => {
          const offer = service?.types[id];
          return {
            value: id,
            label: ts(`appraisalTypes.${id}.label`),
            hint: ts(`appraisalTypes.${id}.description`),
            disabled: Boolean(service) && !offer,
            ...(offer ? { extra: `${formatMoney(offer.price)} · ${t('days', { count: offer.leadTime })}` } : {}),
          };
        })}
        value={type}
        onChange={onType}
        error={showError && !terms ? t('appraisalTypeRequired') : undefined}
      />
    </>
  );
}
