import type { TTermChange } from '@app/shared/offers/offer-negotiation';
import { useTranslation } from 'react-i18next';
import { TermValue, type TMoneyView } from './term-value';

/**
 * A round's field-level changes, old → new, in the reader's language and currency whoever wrote
 * them (issue 18). Screen readers hear "was … now …" instead of an arrow.
 */
export function TermChanges({ changes, money }: { changes: readonly TTermChange[]; money: TMoneyView }) {
  const { t } = useTranslation('offerNegotiation');
  return (
    <ul className="flex flex-col gap-2">
      {changes.map((change) => (
        <li key={change.field} className="flex flex-wrap items-baseline gap-x-2 text-sm">
          <span className="font-medium text-ink">{t('changes.field', { field: t(`terms.fields.${change.field}`) })}</span>
          <del className="text-muted">
            <span className="sr-only">{t('changes.was')} </span>
            <TermValue field={change.field} value={change.from} money={money} />
          </del>
          <span aria-hidden="true">→</span>
          <ins className="no-underline">
            <span className="sr-only">{t('changes.now')} </span>
            <TermValue field={change.field} value={change.to} money={money} />
          </ins>
        </li>
      ))}
    </ul>
  );
}
