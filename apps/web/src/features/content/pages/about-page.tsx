import { useId } from 'react';
import { Page } from '../../../ui/page';
import { ButtonLink } from '../../../ui/button';
import { ContentSections } from '../components/content-sections';
import { ABOUT_SECTIONS } from '../data/pages';
import { CONTENT_PATHS } from '../data/links';
import { useContent } from '../lib/use-content';

type Fact = { value: string; label: string };

/** /about: who we are, the mission, what sets us apart, our values and how we earn money. */
export default function AboutPage() {
  const { t, list, section } = useContent('about');
  const ctaId = useId();
  const sections = ABOUT_SECTIONS.map((id) => ({ id, ...section(`sections.${id}`) }));
  return (
    <Page title={t('title')} lead={t('lead')} width="prose">
      <dl className="mb-12 grid grid-cols-2 gap-4 sm:grid-cols-4">
        {list<Fact>('facts').map((fact) => (
          <div key={fact.label} className="flex flex-col-reverse rounded-2xl bg-surface p-4 text-center">
            <dt className="text-sm text-muted">{fact.label}</dt>
            <dd className="text-2xl font-bold text-primary-dark">{fact.value}</dd>
          </div>
        ))}
      </dl>
      <ContentSections sections={sections} />
      <aside aria-labelledby={ctaId} className="mt-12 rounded-2xl border border-line p-6">
        <h2 id={ctaId} className="text-xl font-bold text-ink">
          {t('cta.title')}
        </h2>
        <p className="mt-2 text-ink/90">{t('cta.body')}</p>
        <div className="mt-4 flex flex-wrap gap-3">
          <ButtonLink to={CONTENT_PATHS.buyerInfo}>{t('cta.buyers')}</ButtonLink>
          <ButtonLink to={CONTENT_PATHS.sellerInfo} variant="outline">
            {t('cta.sellers')}
          </ButtonLink>
          <ButtonLink to={CONTENT_PATHS.professionalInfo} variant="outline">
            {t('cta.professionals')}
          </ButtonLink>
          <ButtonLink to={CONTENT_PATHS.contact} variant="ghost">
            {t('cta.contact')}
          </ButtonLink>
        </div>
      </aside>
    </Page>
  );
}
