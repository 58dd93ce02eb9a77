import { FINDER_FEE_MAX_PERCENT } from '@app/shared/constants/listings';
import { useTranslation } from 'react-i18next';
import { useWizard } from '../../wizard-context';
import { NumberField } from '../fields/number-field';

/** The finder fee the seller offers whoever introduces the buyer, in percent of the sale price; empty for none. */
export function FinderFee() {
  const { t } = useTranslation('listingWizard');
  const { errorFor } = useWizard();
  return (
    <fieldset className="flex flex-col gap-4 rounded-xl border border-line p-4">
      <legend className="px-1 text-base font-semibold text-ink">{t('terms.finderFee')}</legend>
      <p className="text-sm text-muted">{t('terms.finderFeeLead', { max: FINDER_FEE_MAX_PERCENT })}</p>
      <div className="sm:max-w-xs">
        <NumberField
          name="finderFeePercent"
          label={t('terms.finderFeePercent')}
          decimals={2}
          maxLength={5}
          error={errorFor('finderFeePercent')}
        />
      </div>
    </fieldset>
  );
}
