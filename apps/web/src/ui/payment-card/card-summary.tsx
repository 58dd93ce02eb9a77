import type { TSavedCard } from '@app/shared/payments/payments.schema';
import { useTranslation } from 'react-i18next';
import { Badge } from '../badge';
import { cardExpiry, cardLabel } from './card-label';

/** A saved card as people recognise it: network, •••• last four, badges, cardholder and expiry. */
export function CardSummary({ card }: { card: TSavedCard }) {
  const { t } = useTranslation('wallet');
  return (
    <span className="flex min-w-0 flex-col gap-1">
      <span className="flex flex-wrap items-center gap-2 font-semibold text-ink">
        <span>{cardLabel(card)}</span>
        {card.isDefault && <Badge tone="good">{t('cards.default')}</Badge>}
        {card.expired && <Badge tone="bad">{t('cards.expired')}</Badge>}
      </span>
      <span className="text-sm text-muted">
        {card.cardholderName} · {t('cards.expires', { date: cardExpiry(card) })}
      </span>
    </span>
  );
}
