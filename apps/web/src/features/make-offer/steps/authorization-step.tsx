import { bpsToPercent, FEES } from '@app/shared/constants/fees';
import { useTranslation } from 'react-i18next';
import { useFormatMoney } from '../../../lib/format/format-money';
import { useFormatPercent } from '../../../lib/format/format-number';
import { useTranslateMessage } from '../../../lib/i18n/translate-message';
import { Checkbox } from '../../../ui/field';
import type { OfferStepProps } from './offer-step';

/**
 * Page 6, Authorization: the buyer authorises the platform to share the offer and its documents
 * with the seller and their agent, and to charge the refundable booking deposit when it is sent.
 */
export default function AuthorizationStep({ offer, value, onChange, result }: OfferStepProps<'authorization'>) {
  const { t } = useTranslation('offerPages');
  const translate = useTranslateMessage();
  const errorAt = (path: 'shareWithSeller' | 'chargeBookingDeposit') => {
    const message = result.invalid[path] ?? result.missing[path];
    return message ? translate(message) : undefined;
  };
  const formatMoney = useFormatMoney();
  const formatPercent = useFormatPercent({ maxDigits: 1 });
  const title = offer.listing.title ?? '';
  const deposit = offer.money.bookingDeposit;
  const rule = {
    share: formatPercent(bpsToPercent(FEES.bookingDepositShareBps)),
    fee: formatPercent(bpsToPercent(FEES.technologyFeeBps)),
    minimum: formatMoney({ amount: FEES.bookingDepositMinimumMinor, currency: 'USD' }),
  };
  return (
    <fieldset className="flex flex-col gap-5">
      <legend className="mb-2 text-muted">{t('authorization.intro')}</legend>
      <div className="rounded-xl border border-line p-4">
        <Checkbox
          label={t('authorization.shareWithSeller', { title })}
          checked={value.shareWithSeller === true}
          error={errorAt('shareWithSeller')}
          onChange={(event) => onChange({ ...value, shareWithSeller: event.target.checked })}
        />
      </div>
      <div className="rounded-xl border border-line p-4">
        <Checkbox
          label={
            deposit === null
              ? t('authorization.chargeBookingDeposit', rule)
              : t('authorization.chargeBookingDepositAmount', {
                  ...rule,
                  amount: formatMoney({ amount: deposit, currency: offer.currency }),
                })
          }
          checked={value.chargeBookingDeposit === true}
          error={errorAt('chargeBookingDeposit')}
          onChange={(event) => onChange({ ...value, chargeBookingDeposit: event.target.checked })}
        />
      </div>
    </fieldset>
  );
}
