import type { TPublicListing } from '@app/shared/listings/listing.schema';
import { useTranslation } from 'react-i18next';
import { useFormatMoney } from '../../../../lib/format/format-money';
import { useOptionLabel } from '../../hooks/use-option-label';
import { monthlyFees } from '../../lib/fees';
import { Section } from './section';

/** Each fee and tax with its amount and term, and what they come to per month. */
export function FeesSection({ listing }: { listing: Pick<TPublicListing, 'feesAndTaxes' | 'hoaFees' | 'price'> }) {
  const { t } = useTranslation('property');
  const label = useOptionLabel();
  const formatMoney = useFormatMoney();
  if (listing.feesAndTaxes.length === 0) return null;
  const total = monthlyFees({ ...listing, hoaFees: null }).total;
  return (
    <Section title={t('sections.fees')}>
      <table className="w-full max-w-xl text-left text-sm">
        <caption className="sr-only">{t('fees.caption')}</caption>
        <thead>
          <tr className="border-b border-line text-muted">
            <th scope="col" className="py-2 font-medium">
              {t('fees.item')}
            </th>
            <th scope="col" className="py-2 text-right font-medium">
              {t('fees.amount')}
            </th>
            <th scope="col" className="py-2 pl-4 font-medium">
              {t('fees.term')}
            </th>
          </tr>
        </thead>
        <tbody>
          {listing.feesAndTaxes.map((fee) => (
            <tr key={fee.item} className="border-b border-line">
              <th scope="row" className="py-2 font-medium text-ink">
                {label('feeItems', fee.item)}
              </th>
              <td className="py-2 text-right tabular-nums">{formatMoney(fee.amount)}</td>
              <td className="py-2 pl-4">{label('feeTerms', fee.term)}</td>
            </tr>
          ))}
        </tbody>
        <tfoot>
          <tr>
            <th scope="row" className="py-2 font-bold text-ink">
              {t('fees.monthlyTotal')}
            </th>
            <td className="py-2 text-right font-bold tabular-nums">{formatMoney(total)}</td>
            <td className="py-2 pl-4">{label('feeTerms', 'monthly')}</td>
          </tr>
        </tfoot>
      </table>
    </Section>
  );
}
