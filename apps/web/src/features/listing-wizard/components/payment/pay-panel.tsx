import { MESSAGES } from '@app/shared/messages/messages';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useFormatMoney } from '../../../../lib/format/format-money';
import { useTranslateMessage } from '../../../../lib/i18n/translate-message';
import { Button } from '../../../../ui/button';
import { FormAlert } from '../../../../ui/form-alert';
import { planPrice } from './plan-choice';

type PayPanelProps = {
  term: 3 | 6 | null | undefined;
  /** Whether every step is complete (spec: published only after all 6 steps and payment). */
  ready: boolean;
  busy: boolean;
  error: string;
  onPay(term: 3 | 6): void;
};

/** "Pay and publish": disabled, with the reason, until every step is valid. */
export function PayPanel({ term, ready, busy, error, onPay }: PayPanelProps) {
  const { t } = useTranslation('listingWizard');
  const translate = useTranslateMessage();
  const formatMoney = useFormatMoney();
  const reasonId = useId();
  const price = term ? planPrice(term) : null;
  return (
    <div className="flex flex-col gap-3">
      <FormAlert message={error} />
      {!ready && (
        <p id={reasonId} className="text-sm text-muted">
          {translate(MESSAGES.listingNotReady)}
        </p>
      )}
      <div>
        <Button
          loading={busy}
          disabled={!ready || !term}
          aria-describedby={ready ? undefined : reasonId}
          onClick={() => term && onPay(term)}
        >
          {price
            ? t('payment.payAndPublishPrice', { price: formatMoney({ amount: price.amount, currency: price.currency }) })
            : t('payment.payAndPublish')}
        </Button>
      </div>
      <p className="text-sm text-muted">{t('payment.afterPaying')}</p>
    </div>
  );
}
