import { useId } from 'react';
import { Link } from 'react-router';
import { ButtonLink } from '../../../ui/button';
import { Page } from '../../../ui/page';
import { AUDIENCE_ACTIONS, AUDIENCES, CONTENT_PATHS, type TAudience } from '../data/links';
import { useContent, type TContentSection } from '../lib/use-content';
import { ContentProse, ContentSections } from './content-sections';

/** The step-by-step "how it works" of one audience, with its calls to action. */
export function AudienceGuide({ audience }: { audience: TAudience }) {
  const { t, list, section } = useContent('information');
  const stepsId = useId();
  const ctaId = useId();
  const base = `audiences.${audience}`;
  const actions = AUDIENCE_ACTIONS[audience];
  const facts = section(`${base}.facts`);
  return (
    <Page title={t(`${base}.title`)} lead={t(`${base}.lead`)} width="prose">
      <section aria-labelledby={stepsId}>
        <h2 id={stepsId} className="mb-6 text-2xl font-bold text-ink">
          {t('stepsTitle')}
        </h2>
        <ContentSections numbered level={3} sections={list<TContentSection>(`${base}.steps`)} />
      </section>
      <aside aria-labelledby={`${stepsId}-facts`} className="mt-10 rounded-2xl bg-surface p-6">
        <h2 id={`${stepsId}-facts`} className="text-xl font-bold text-ink">
          {facts.title}
        </h2>
        <div className="mt-3">
          <ContentProse items={facts.items} />
        </div>
      </aside>
      <section aria-labelledby={ctaId} className="mt-10 rounded-2xl border border-line p-6">
        <h2 id={ctaId} className="text-xl font-bold text-ink">
          {t(`${base}.cta.title`)}
        </h2>
        <p className="mt-2 text-ink/90">{t(`${base}.cta.body`)}</p>
        <div className="mt-4 flex flex-wrap gap-3">
          <ButtonLink to={actions.primary}>{t(`${base}.cta.primary`)}</ButtonLink>
          <ButtonLink to={actions.secondary} variant="outline">
            {t(`${base}.cta.secondary`)}
          </ButtonLink>
        </div>
      </section>
      <nav aria-label={t('others')} className="mt-10 flex flex-wrap gap-x-6 gap-y-2 text-sm">
        {AUDIENCES.filter((other) => other !== audience).map((other) => (
          <Link key={other} to={CONTENT_PATHS[`${other}Info`]} className="font-medium text-primary-dark underline underline-offset-4">
            {t(`audiences.${other}.switch`)}
          </Link>
        ))}
      </nav>
    </Page>
  );
}
