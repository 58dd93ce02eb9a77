import { useState } from 'react';
import { Link } from 'react-router';
import { Page } from '../../../ui/page';
import { FaqAccordion, type TFaqItem } from '../components/faq-accordion';
import { FilterBox } from '../components/filter-box';
import { FAQ_GROUPS } from '../data/pages';
import { matchesQuery } from '../lib/text-match';
import { useContent } from '../lib/use-content';

/** /faq: questions in groups, each opening to its answer, narrowed by a filter box. */
export default function FaqPage() {
  const { t, list } = useContent('faq');
  const [query, setQuery] = useState('');
  const groups = FAQ_GROUPS.map((id) => ({
    id,
    title: t(`groups.${id}.title`),
    items: list<TFaqItem>(`groups.${id}.items`).filter((item) => matchesQuery(query, item.q, item.a)),
  })).filter((group) => group.items.length > 0);
  const count = groups.reduce((sum, group) => sum + group.items.length, 0);

  return (
    <Page title={t('title')} lead={t('lead')} width="prose">
      <FilterBox
        label={t('filter.label')}
        placeholder={t('filter.placeholder')}
        value={query}
        onChange={setQuery}
        status={t('filter.count', { count })}
      />
      {count === 0 ? (
        <div className="mt-8 rounded-2xl bg-surface p-6">
          <p className="font-semibold text-ink">{t('filter.noMatch')}</p>
          <p className="mt-2 text-ink/90">
            {t('filter.noMatchHelp')}{' '}
            <Link to="/contact" className="font-medium text-primary-dark underline underline-offset-4">
              {t('filter.contact')}
            </Link>
          </p>
        </div>
      ) : (
        <div className="mt-8 flex flex-col gap-10">
          {groups.map((group) => (
            <section key={group.id} id={group.id} aria-labelledby={`${group.id}-title`} className="scroll-mt-24">
              <h2 id={`${group.id}-title`} className="mb-4 text-2xl font-bold text-ink">
                {group.title}
              </h2>
              <FaqAccordion items={group.items} />
            </section>
          ))}
        </div>
      )}
    </Page>
  );
}
