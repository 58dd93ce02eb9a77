import { useState } from 'react';
import { Page } from '../../../ui/page';
import { ContentSections } from '../components/content-sections';
import { ExpandableArticle } from '../components/expandable-article';
import { FilterChips } from '../components/filter-chips';
import { ADVICE_CATEGORIES, ADVICE_GUIDES, type TAdviceCategory } from '../data/pages';
import { useContent, type TContentSection } from '../lib/use-content';

type Guide = { title: string; summary: string; sections: TContentSection[] };
type Filter = 'all' | TAdviceCategory;

/** /advice: guides for buyers, foreign investors, sellers and professionals, filtered by audience. */
export default function AdvicePage() {
  const { t, entry } = useContent('advice');
  const [filter, setFilter] = useState<Filter>('all');
  const options = (['all', ...ADVICE_CATEGORIES] as const).map((id) => ({ id, label: t(`categories.${id}`) }));
  const guides = ADVICE_GUIDES.filter((guide) => filter === 'all' || guide.category === filter);

  return (
    <Page title={t('title')} lead={t('lead')} width="prose">
      <p role="note" className="mb-6 rounded-xl border border-secondary-dark/60 bg-secondary/20 px-4 py-3 text-sm text-ink">
        {t('disclaimer')}
      </p>
      <FilterChips<Filter> label={t('filterLabel')} options={options} value={filter} onChange={setFilter} />
      <div className="mt-8 flex flex-col gap-6">
        {guides.map(({ id, category }) => {
          const guide = entry<Guide>(`guides.${id}`, { title: '', summary: '', sections: [] });
          return (
            <ExpandableArticle
              key={id}
              id={id}
              title={guide.title}
              summary={guide.summary}
              meta={<span className="font-semibold uppercase tracking-wide text-primary-dark">{t(`categories.${category}`)}</span>}
              moreLabel={t('readGuide')}
              lessLabel={t('hideGuide')}
            >
              <ContentSections level={3} sections={guide.sections} />
            </ExpandableArticle>
          );
        })}
      </div>
    </Page>
  );
}
