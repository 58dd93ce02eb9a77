import { useState } from 'react';
import { Page } from '../../../ui/page';
import { ButtonLink } from '../../../ui/button';
import { ContentLink } from '../components/content-link';
import { FilterBox } from '../components/filter-box';
import { HELP_LINKS, HELP_TOPICS } from '../data/links';
import { matchesQuery } from '../lib/text-match';
import { useContent } from '../lib/use-content';

const LINK = 'font-medium text-primary-dark underline underline-offset-4 hover:text-primary';

/** /help: short answers to common needs, each pointing to the page that covers it in full. */
export default function HelpPage() {
  const { t } = useContent('help');
  const [query, setQuery] = useState('');
  const topics = HELP_TOPICS.map((topic) => ({
    ...topic,
    title: t(`topics.${topic.id}.title`),
    body: t(`topics.${topic.id}.body`),
  })).filter((topic) => matchesQuery(query, topic.title, topic.body));

  return (
    <Page title={t('title')} lead={t('lead')}>
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
              <h2 className="text-lg font-bold text-ink">{topic.title}</h2>
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
      <section aria-labelledby="help-still" className="mt-12 rounded-2xl bg-surface p-6">
        <h2 id="help-still" className="text-xl font-bold text-ink">
          {t('still.title')}
        </h2>
        <p className="mt-2 text-ink/90">{t('still.body')}</p>
        <div className="mt-4 flex flex-wrap gap-3">
          <ButtonLink to="/contact">{t('still.contact')}</ButtonLink>
          <ButtonLink to="/feedback" variant="outline">
            {t('still.feedback')}
          </ButtonLink>
        </div>
      </section>
    </Page>
  );
}
