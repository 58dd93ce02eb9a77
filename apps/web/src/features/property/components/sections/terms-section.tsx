import type { TPublicListing } from '@app/shared/listings/listing.schema';
import { useTranslation } from 'react-i18next';
import { useFormatPercent } from '../../../../lib/format/format-number';
import { useOptionLabel } from '../../hooks/use-option-label';
import { Section } from './section';

/** Non-negotiable costs with who pays them, then the items open to negotiation, then the finder fee offered. */
export function TermsSection({ terms }: { terms: TPublicListing['terms'] }) {
  const { t } = useTranslation('property');
  const label = useOptionLabel();
  const formatPercent = useFormatPercent();
  if (terms.nonNegotiable.length === 0 && terms.negotiable.length === 0 && terms.finderFeePercent === null) return null;
  return (
    <Section title={t('sections.terms')}>
      <div className="grid grid-cols-1 gap-8 md:grid-cols-2">
        {terms.nonNegotiable.length > 0 && (
          <div>
            <h3 className="mb-2 font-semibold text-ink">{t('terms.nonNegotiable')}</h3>
            <ul className="flex flex-col divide-y divide-line">
              {terms.nonNegotiable.map((term) => (
                <li key={term.item} className="flex flex-col py-2">
                  <span className="font-medium text-ink">
                    {term.percent === null
                      ? label('costItems', term.item)
                      : t('common:withNote', { text: label('costItems', term.item), note: formatPercent(term.percent) })}
                  </span>
                  <span className="text-sm text-muted">{t('terms.paidBy', { payer: label('costPayers', term.payer) })}</span>
                  {term.note && <span className="text-sm text-muted">{term.note}</span>}
                </li>
              ))}
            </ul>
          </div>
        )}
        {terms.negotiable.length > 0 && (
          <div>
            <h3 className="mb-2 font-semibold text-ink">{t('terms.negotiable')}</h3>
            <ul className="flex flex-col divide-y divide-line">
              {terms.negotiable.map((term, index) => (
                <li key={`${term.label}-${index}`} className="flex flex-col py-2">
                  <span className="font-medium text-ink">{term.label}</span>
                  <span className="text-sm text-muted">{t('terms.proposedPayer', { payer: label('costPayers', term.payer) })}</span>
                </li>
              ))}
            </ul>
          </div>
        )}
      </div>
      {terms.finderFeePercent !== null && (
        <p className="mt-6 text-ink">{t('terms.finderFee', { percent: formatPercent(terms.finderFeePercent) })}</p>
      )}
    </Section>
  );
}
