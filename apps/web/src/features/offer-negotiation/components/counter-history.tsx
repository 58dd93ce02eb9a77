import type { TOffer } from '@app/shared/offers/offers.schema';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useFormatMoment } from '../../../lib/format/format-date';
import { useReaderTimeZone } from '../../../lib/format/time-zone';
import { useLocalCurrency } from '../../../lib/fx/use-local-currency';
import { readerSide } from '../../../ui/offer/use-offer-status';
import { TermChanges } from './term-changes';
import type { TMoneyView } from './term-value';
import { TermsList } from './terms-list';

/**
 * The counter history view (spec: "offer history and counter history views"): every round of the
 * negotiation, oldest first, with who wrote it (which side, and their name), when (in the reader's
 * time zone) and what it changed, field by field, in the reader's language and currency.
 */
export function CounterHistory({ offer }: { offer: TOffer }) {
  const { t } = useTranslation('offerNegotiation');
  const headingId = useId();
  const formatMoment = useFormatMoment(useReaderTimeZone());
  const money: TMoneyView = { currency: offer.currency, ...useLocalCurrency(offer.currency) };
  const mySide = readerSide(offer.relation);
  return (
    <section aria-labelledby={headingId} className="flex flex-col gap-4">
      <h2 id={headingId} className="text-xl font-semibold text-ink">
        {t('history.title')}
      </h2>
      {offer.versions.length === 0 ? (
        <p className="text-muted">{t('history.none')}</p>
      ) : (
        <ol className="flex flex-col gap-4">
          {offer.versions.map((version) => (
            <li key={version.round} className="flex flex-col gap-2 rounded-xl border border-line p-4">
              <h3 className="font-semibold text-ink">
                {t('history.round', { round: version.round, move: t(`history.moves.${version.action}`) })}
              </h3>
              <p className="text-sm text-muted">
                {t(version.side === mySide ? 'history.byYourSide' : 'history.byOtherSide', {
                  author: version.author,
                  side: t(`history.sides.${version.side}`),
                })}
                {' · '}
                <time dateTime={version.signedAt}>{formatMoment(version.signedAt)}</time>
              </p>
              {version.action === 'send' ? (
                <TermsList terms={version.terms} money={money} />
              ) : version.changes.length === 0 ? (
                <p className="text-sm text-muted">{t('history.noChanges')}</p>
              ) : (
                <TermChanges changes={version.changes} money={money} />
              )}
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
