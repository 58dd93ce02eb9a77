import { OFFER_FILLER_IDS } from '@app/shared/offers/offer-draft.schema';
import { useTranslation } from 'react-i18next';
import { useFormatMoney } from '../../../lib/format/format-money';
import type { OfferStepProps } from './offer-step';
import { WholeNumberField } from '../../../ui/whole-number-field';
import { Choice, MoneyField, useFieldErrors } from './step-fields';

/** Page 1, Basics: the offer price in the listing's currency, who fills the offer out, and the closing timeline. */
export function BasicsStep({ offer, value, onChange, result }: OfferStepProps<'basics'>) {
  const { t } = useTranslation('makeOffer');
  const formatMoney = useFormatMoney();
  const errorFor = useFieldErrors(result);
  const currency = offer.listing.price?.currency ?? offer.currency;
  return (
    <div className="flex flex-col gap-6">
      <MoneyField
        label={t('basics.offerPrice', { currency })}
        currency={currency}
        value={value.offerPrice}
        onChange={(offerPrice) => onChange({ ...value, offerPrice })}
        error={errorFor('offerPrice')}
        hint={offer.listing.price ? t('basics.listingPrice', { price: formatMoney(offer.listing.price) }) : undefined}
      />
      <Choice
        legend={t('basics.filledBy')}
        options={OFFER_FILLER_IDS.map((id) => ({ value: id, label: t(`basics.fillers.${id}`), hint: t(`basics.fillerHints.${id}`) }))}
        value={value.filledBy}
        onChange={(filledBy) => onChange({ ...value, filledBy })}
        error={errorFor('filledBy')}
      />
      <WholeNumberField
        label={t('basics.closingDays')}
        hint={t('basics.closingDaysHint')}
        max={365}
        value={value.closingDays}
        onChange={(closingDays) => onChange({ ...value, closingDays })}
        error={errorFor('closingDays')}
      />
    </div>
  );
}
