import type { TOffer } from '@app/shared/offers/offers.schema';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useCards } from '../../../lib/payments/get-cards';
import { Button } from '../../../ui/button';
import { FormAlert } from '../../../ui/form-alert';
import { initialChoice, NEW_CARD, PaymentMethodChoice } from '../../../ui/payment-card/payment-method-choice';
import { useWalletChoices } from '../../../ui/payment-card/use-wallet-choices';
import { Spinner } from '../../../ui/spinner';
import { useBuyerCurrency } from '../hooks/use-buyer-currency';
import { useSendOffer, type TSendStage } from '../hooks/use-send-offer';
import { MoneyWithLocal, useLocalMoney } from '../../../ui/offer/money-with-local';

/** What sending is doing now, in words (a live region reads it out). */
function Progress({ stage }: { stage: TSendStage }) {
  const { t } = useTranslation('offerPages');
  if (stage === 'idle') return null;
  return (
    <p role="status" className="flex items-center gap-2 text-ink">
      {stage !== 'sent' && <Spinner size="sm" />}
      {t(`send.stage.${stage}`)}
    </p>
  );
}

/**
 * 'Send offer': the booking deposit (in the offer's currency and the buyer's own) shown before
 * paying, a saved wallet card to pay it with (or, on the checkout page, a new card or Alipay,
 * WeChat Pay or PayPal where they take the offer's currency), and the
 * progress of opening the checkout and paying it; paying sends the offer.
 */
export function SendOfferPanel({ offer }: { offer: TOffer }) {
  const { t } = useTranslation('offerPages');
  const headingId = useId();
  const buyer = useBuyerCurrency(offer);
  const cards = useCards();
  const send = useSendOffer(offer);
  const [picked, setPicked] = useState<string | null>(null);
  const wallets = useWalletChoices(offer.currency);
  const choice = picked ?? initialChoice(cards.data ?? []);
  const wallet = wallets.find((other) => other.value === choice);
  const deposit = offer.money.bookingDeposit;
  // In US dollars too when the listing is priced in another currency (and the reader's own is not dollars).
  const inUsd = useLocalMoney(offer.currency, buyer.local?.toUpperCase() === 'USD' ? null : 'USD', buyer.rates);
  const depositInUsd = deposit === null ? '' : inUsd.local(deposit);
  return (
    <section aria-labelledby={headingId} className="flex flex-col gap-4 rounded-xl border border-line p-4">
      <h2 id={headingId} className="text-xl font-bold text-ink">
        {t('send.title')}
      </h2>
      {deposit !== null && (
        <p className="text-lg">
          {t('send.bookingDeposit')} <MoneyWithLocal amount={deposit} currency={offer.currency} local={buyer.local} rates={buyer.rates} />
          {depositInUsd && <span className="text-muted"> ({depositInUsd})</span>}
        </p>
      )}
      <p className="text-sm text-muted">{t('send.refundable')}</p>
      {cards.isPending ? (
        <p role="status" className="flex items-center gap-2 text-muted">
          <Spinner size="sm" />
          {t('send.loadingCards')}
        </p>
      ) : (
        <PaymentMethodChoice
          cards={cards.data ?? []}
          legend={t('send.payWith')}
          newCardLabel={t('send.newCard')}
          others={wallets}
          value={choice}
          onChange={setPicked}
          disabled={send.busy}
        />
      )}
      <FormAlert message={send.error} />
      <Progress stage={send.stage} />
      <div>
        <Button
          loading={send.busy}
          disabled={cards.isPending || send.stage === 'sent'}
          onClick={() => void (choice === NEW_CARD || wallet ? send.payOnCheckoutPage(wallet?.value) : send.payWithCard(choice))}
        >
          {wallet ? t('send.sendWith', { method: wallet.label }) : choice === NEW_CARD ? t('send.sendWithNewCard') : t('send.send')}
        </Button>
      </div>
    </section>
  );
}
