import { TERM_FIELDS, type TNegotiableTerms } from '@app/shared/offers/offer-negotiation';
import { useTranslation } from 'react-i18next';
import { TermValue, type TMoneyView } from './term-value';

const isSet = (value: TNegotiableTerms[keyof TNegotiableTerms]) =>
  value !== null && value !== '' && !(Array.isArray(value) && value.length === 0);

/** A set of terms as label and value rows, leaving out what is not set (the offer as sent, the final terms). */
export function TermsList({ terms, money }: { terms: TNegotiableTerms; money: TMoneyView }) {
  const { t } = useTranslation('offerNegotiation');
  return (
    <dl className="grid grid-cols-1 gap-x-4 gap-y-1 text-sm sm:grid-cols-[auto_1fr]">
      {TERM_FIELDS.filter((field) => isSet(terms[field])).map((field) => (
        <div key={field} className="contents">
          <dt className="text-muted">{t(`terms.fields.${field}`)}</dt>
          <dd>
            <TermValue field={field} value={terms[field]} money={money} />
          </dd>
        </div>
      ))}
    </dl>
  );
}
