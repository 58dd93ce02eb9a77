import { useState } from 'react';
import { ContentLink } from './content-link';
import { FilterBox } from './filter-box';
import { HELP_LINKS, HELP_TOPICS } from '../data/links';
import { matchesQuery } from '../lib/text-match';
import { useContent } from '../lib/use-content';

const LINK = 'font-medium text-primary-dark underline underline-offset-4 hover:text-primary';

/** The help topics with their search box: short answers, each linking to the page that covers it in full. */
export function HelpTopics({ headingLevel = 2 }: { headingLevel?: 2 | 3 }) {
  const { t } = useContent('help');
  const [query, setQuery] = useState('');
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const topics = HELP_TOPICS.map((topic) => ({
    ...topic,
    title: t(`topics.${topic.id}.title`),
    body: t(`topics.${topic.id}.body`),
  })).filter((topic) => matchesQuery(query, topic.title, topic.body));

  return (
    <>
      <div className="max-w-2xl">
        <FilterBox
          label={t('search.label')}
          placeholder={t('search.placeholder')}
          value={query}
          onChange={setQuery}
          status={t('search.count', { count: topics.length })}
        />
      </div>
      {topics.length === 0 ? (
        <p className="mt-8 rounded-2xl bg-surface p-6 font-semibold text-ink">{t('search.noMatch')}</p>
      ) : (
        <ul className="mt-8 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          {topics.map((topic) => (
            <li key={topic.id} className="flex flex-col rounded-2xl border border-line p-5">
              <Heading className="text-lg font-bold text-ink">{topic.title}</Heading>
              <p className="mt-2 flex-1 leading-relaxed text-ink/90">{topic.body}</p>
              <ul className="mt-4 flex flex-wrap gap-x-4 gap-y-2 text-sm">
                {topic.links.map((name) => (
                  <li key={name}>
                    <ContentLink to={HELP_LINKS[name] ?? '/help'} className={LINK} newTabLabel={t('newTab')}>
                      {t(`links.${name}`)}
                    </ContentLink>
                  </li>
                ))}
              </ul>
            </li>
          ))}
        </ul>
      )}
    </>
  );
}
