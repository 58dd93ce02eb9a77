import { bpsToPercent } from '@app/shared/constants/fees';
import { termsOfDraft } from '@app/shared/offers/offer-negotiation';
import type { TSignatureInput } from '@app/shared/offers/offer-draft.schema';
import { otherSide } from '@app/shared/offers/offer-transitions';
import type { TOffer } from '@app/shared/offers/offers.schema';
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { ApiError } from '../../../lib/api/api-client';
import { useFormatPercent } from '../../../lib/format/format-number';
import { useLocalCurrency } from '../../../lib/fx/use-local-currency';
import { useTranslateMessage } from '../../../lib/i18n/translate-message';
import { Button } from '../../../ui/button';
import { FocusedFormAlert } from '../../../ui/focused-form-alert';
import { DepositSchedule } from '../../../ui/offer/deposit-schedule';
import { MoneyWithLocal } from '../../../ui/offer/money-with-local';
import { SignaturePad } from '../../../ui/signature-pad';
import { checkoutPath, createFeeCheckout } from '../api/create-fee-checkout';
import { useFinalizeOffer } from '../api/finalize-offer';
import { readerSide } from '../../../ui/offer/use-offer-status';
import { owesNegotiationFee } from '../negotiation-paths';
import type { TMoneyView } from './term-value';
import { TermsList } from './terms-list';

type FinalizeFormProps = { offer: TOffer; onDone(offer: TOffer): void };

/**
 * Finalize: the final terms, the deposit schedule, for the seller side the negotiation fee charged
 * when they finalize, and the reader's signature. The buyer side signs first (the offer is then
 * Signed); the seller side signs second and pays the fee in the wallet's checkout, whose payment
 * finalizes the offer and opens escrow (decision 057). A seller who signed and left before paying
 * comes back to the payment step.
 */
export function FinalizeForm({ offer, onDone }: FinalizeFormProps) {
  const { t } = useTranslation('offerNegotiation');
  const translate = useTranslateMessage();
  const formatPercent = useFormatPercent({ maxDigits: 2 });
  const termsId = useId();
  const feeId = useId();
  const [signature, setSignature] = useState<TSignatureInput | null>(null);
  const [signatureError, setSignatureError] = useState<string>();
  const [failure, setFailure] = useState<string>();
  const finalize = useFinalizeOffer(offer._id);
  const navigate = useNavigate();
  const [paying, setPaying] = useState(false);
  const payStep = owesNegotiationFee(offer);

  const pay = async () => {
    setPaying(true);
    try {
      const checkout = await createFeeCheckout(offer._id);
      await navigate(checkoutPath(checkout._id));
    } catch (error) {
      setFailure((error instanceof Error && error.message) || t('failed'));
      setPaying(false);
    }
  };
  const money: TMoneyView = { currency: offer.currency, ...useLocalCurrency(offer.currency) };
  const side = readerSide(offer.relation);
  const theySigned = offer.signedBy === otherSide(side);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setFailure(undefined);
    if (!signature) {
      setSignatureError(t('form.signatureRequired'));
      return setFailure(t('form.fix'));
    }
    setSignatureError(undefined);
    try {
      const answered = await finalize.mutateAsync({ signature });
      if (owesNegotiationFee(answered)) return await pay();
      onDone(answered);
    } catch (error) {
      const field = error instanceof ApiError ? error.fields?.signature : undefined;
      if (field) setSignatureError(translate(field));
      setFailure((error instanceof Error && error.message) || t('failed'));
    }
  };

  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        void (payStep ? pay() : submit(event));
      }}
      className="flex flex-col gap-8"
    >
      {failure && <FocusedFormAlert message={failure} />}
      <p className="text-ink">
        {payStep
          ? t('finalize.payStep')
          : t(theySigned ? 'finalize.lastSignature' : 'finalize.firstSignature', { side: t(`history.sides.${otherSide(side)}`) })}
      </p>
      <section aria-labelledby={termsId} className="flex flex-col gap-3">
        <h2 id={termsId} className="text-lg font-semibold text-ink">
          {t('finalize.terms')}
        </h2>
        <TermsList terms={termsOfDraft(offer.draft ?? {})} money={money} />
      </section>
      <DepositSchedule money={offer.money} currency={offer.currency} local={money.local} rates={money.rates} />
      {offer.negotiationFee && (
        <section aria-labelledby={feeId} className="flex flex-col gap-1 rounded-xl border border-secondary bg-secondary/10 p-4">
          <h2 id={feeId} className="text-lg font-semibold text-ink">
            {t('finalize.fee', { percent: formatPercent(bpsToPercent(offer.negotiationFee.bps)) })}
          </h2>
          <p>
            <MoneyWithLocal
              amount={offer.negotiationFee.amount.amount}
              currency={offer.negotiationFee.amount.currency}
              local={money.local}
              rates={money.rates}
            />
          </p>
          <p className="text-sm text-muted">{t('finalize.feeWhen')}</p>
        </section>
      )}
      {!payStep && <SignaturePad label={t('form.signature')} value={signature} onChange={setSignature} error={signatureError} />}
      <div>
        <Button type="submit" loading={finalize.isPending || paying}>
          {t(payStep ? 'finalize.pay' : offer.negotiationFee ? 'finalize.submitAndPay' : 'finalize.submit')}
        </Button>
      </div>
    </form>
  );
}
