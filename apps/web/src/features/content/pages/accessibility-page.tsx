import { ButtonLink } from '../../../ui/button';
import { Page } from '../../../ui/page';
import { ContentSections } from '../components/content-sections';
import { CONTENT_PATHS } from '../data/links';
import { ACCESSIBILITY_REVIEWED, ACCESSIBILITY_SECTIONS } from '../data/pages';
import { useFormatDay } from '../../../lib/format/format-date';
import { useContent } from '../lib/use-content';

/** /accessibility: the accessibility statement (WCAG 2.2 AA, how it is tested, limits) and how to report a barrier. */
export default function AccessibilityPage() {
  const { t, section } = useContent('accessibility');
  const formatDate = useFormatDay('long');
  const sections = ACCESSIBILITY_SECTIONS.map((id) => ({ id, ...section(`sections.${id}`) }));
  return (
    <Page title={t('title')} lead={t('lead')} width="prose">
      <p className="-mt-4 mb-8 text-sm text-muted">{t('updated', { date: formatDate(ACCESSIBILITY_REVIEWED) })}</p>
      <ContentSections sections={sections} />
      <div className="mt-6 flex flex-wrap gap-3">
        <ButtonLink to={CONTENT_PATHS.contact}>{t('cta.contact')}</ButtonLink>
        <ButtonLink to={CONTENT_PATHS.feedback} variant="outline">
          {t('cta.feedback')}
        </ButtonLink>
      </div>
    </Page>
  );
}
