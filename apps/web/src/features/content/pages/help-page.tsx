import { Page } from '../../../ui/page';
import { ButtonLink } from '../../../ui/button';
import { HelpTopics } from '../components/help-topics';
import { useContent } from '../lib/use-content';

/** /help: short answers to common needs, each pointing to the page that covers it in full. */
export default function HelpPage() {
  const { t } = useContent('help');
  return (
    <Page title={t('title')} lead={t('lead')}>
      <HelpTopics />
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
