import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { MORE_TOP_CITIES, POPULAR_CITIES, TOP_CITIES } from './footer-links';
import { FOOTER_TOGGLE, LinkColumn } from './link-column';

/** Top cities, with the spec's three "more" cities behind a toggle. */
export function TopCitiesColumn() {
  const { t } = useTranslation('footer');
  const listId = useId();
  const [expanded, setExpanded] = useState(false);
  const toggle = (
    <button
      type="button"
      aria-expanded={expanded}
      aria-controls={listId}
      className={FOOTER_TOGGLE}
      onClick={() => setExpanded((value) => !value)}
    >
      {expanded ? t('cities.fewer') : t('cities.more')}
    </button>
  );
  const links = expanded ? [...TOP_CITIES, ...MORE_TOP_CITIES] : TOP_CITIES;
  return <LinkColumn title={t('cities.topTitle')} links={links} listId={listId} after={toggle} />;
}

/** Popular cities. */
export function PopularCitiesColumn() {
  const { t } = useTranslation('footer');
  return <LinkColumn title={t('cities.popularTitle')} links={POPULAR_CITIES} />;
}
