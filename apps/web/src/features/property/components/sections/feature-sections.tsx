import type { TPublicListing } from '@app/shared/listings/listing.schema';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useOptionLabel, type OptionList } from '../../hooks/use-option-label';
import { Section } from './section';

export type FeatureLists = Pick<TPublicListing, 'roomTypes' | 'features' | 'appliances' | 'flooring' | 'parking' | 'cooling' | 'heating'>;

const SYSTEMS = ['flooring', 'parking', 'cooling', 'heating'] as const;

/** Room types, Features, Appliances, then flooring, parking, cooling and heating; each only when chosen. */
export function FeatureSections({ lists }: { lists: FeatureLists }) {
  const { t } = useTranslation('property');
  const systems = SYSTEMS.filter((list) => lists[list].length > 0);
  return (
    <>
      <OptionSection title={t('sections.roomTypes')} list="roomTypes" ids={lists.roomTypes} />
      <OptionSection title={t('sections.features')} list="features" ids={lists.features} />
      <OptionSection title={t('sections.appliances')} list="appliances" ids={lists.appliances} />
      {systems.length > 0 && (
        <Section title={t('sections.systems')}>
          <div className="grid grid-cols-1 gap-6 xs:grid-cols-2 md:grid-cols-4">
            {systems.map((list) => (
              <SubList key={list} title={t(`systems.${list}`)} list={list} ids={lists[list]} />
            ))}
          </div>
        </Section>
      )}
    </>
  );
}

function OptionSection({ title, list, ids }: { title: string; list: OptionList; ids: string[] }) {
  if (ids.length === 0) return null;
  return (
    <Section title={title}>
      <OptionItems list={list} ids={ids} />
    </Section>
  );
}

function SubList({ title, list, ids }: { title: string; list: OptionList; ids: string[] }) {
  const headingId = useId();
  return (
    <div role="group" aria-labelledby={headingId}>
      <h3 id={headingId} className="mb-2 font-semibold text-ink">
        {title}
      </h3>
      <OptionItems list={list} ids={ids} />
    </div>
  );
}

function OptionItems({ list, ids }: { list: OptionList; ids: string[] }) {
  const label = useOptionLabel();
  return (
    <ul className="flex flex-wrap gap-2">
      {ids.map((id) => (
        <li key={id} className="rounded-full border border-line bg-surface px-3 py-1 text-sm text-ink">
          {label(list, id)}
        </li>
      ))}
    </ul>
  );
}
