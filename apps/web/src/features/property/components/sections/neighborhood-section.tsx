import { abbreviateNumber } from '@app/shared/domain/abbreviate';
import { minorToMajor } from '@app/shared/domain/money';
import type { TMoney } from '@app/shared/listings/listing-card.schema';
import type { TPublicListing } from '@app/shared/listings/listing.schema';
import { useTranslation } from 'react-i18next';
import { useFormatMoney } from '../../../../lib/format/format-money';
import type { NeighborhoodStats } from '../../lib/neighborhood-stats';
import { FactList, Section } from './section';

type NeighborhoodSectionProps = { address: TPublicListing['address']; stats: NeighborhoodStats | null; pricePerSqft: TMoney | null };

/** What is known about the area offline: city, state and ZIP, and figures from the nearby listings. */
export function NeighborhoodSection({ address, stats, pricePerSqft }: NeighborhoodSectionProps) {
  const { t } = useTranslation('property');
  const formatMoney = useFormatMoney();
  // Compact "$1.2M" for the median price; the per-square-foot figures are small enough to write out.
  const compact = (money: TMoney) =>
    `${money.currency.toUpperCase() === 'USD' ? '$' : `${money.currency} `}${abbreviateNumber(minorToMajor(money.amount, money.currency))}`;
  const facts: [string, string | null][] = [
    [t('neighborhood.city'), address.city || null],
    [t('neighborhood.state'), address.state || null],
    [t('neighborhood.zip'), address.zip || null],
    [t('neighborhood.nearbyCount'), stats && stats.count > 0 ? String(stats.count) : null],
    [t('neighborhood.medianPrice'), stats?.medianPrice ? compact(stats.medianPrice) : null],
    [
      t('neighborhood.medianPricePerSqft'),
      stats?.medianPricePerSqft ? t('units.per.sqft', { price: formatMoney(stats.medianPricePerSqft) }) : null,
    ],
    [
      t('neighborhood.thisPricePerSqft'),
      stats?.medianPricePerSqft && pricePerSqft ? t('units.per.sqft', { price: formatMoney(pricePerSqft) }) : null,
    ],
  ];
  if (facts.every(([, value]) => !value)) return null;
  return (
    <Section title={t('sections.neighborhood')}>
      <FactList facts={facts} />
      {stats && stats.count > 0 && <p className="mt-3 text-sm text-muted">{t('neighborhood.basedOn', { count: stats.count })}</p>}
    </Section>
  );
}
