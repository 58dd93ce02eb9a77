import { Page } from '../../../ui/page';
import { ContentSections } from '../components/content-sections';
import { TableOfContents } from '../components/table-of-contents';
import { TERMS_LAST_UPDATED, TERMS_SECTIONS } from '../data/pages';
import { useFormatDay } from '../../../lib/format/format-date';
import { useContent } from '../lib/use-content';

/**
 * /terms (TermsAndConditions): the marketplace's terms with a table of contents. Links open
 * it in a new tab and the footer is hidden, so it reads as a standalone document.
 */
export default function TermsPage() {
  const { t, section } = useContent('terms');
  const formatDate = useFormatDay('long');
  // Numbered in code, not in the catalogs, so the numbers can never disagree between languages.
  const sections = TERMS_SECTIONS.map((id, index) => {
    const content = section(`sections.${id}`);
    return { ...content, id, title: `${index + 1}. ${content.title}` };
  });

  return (
    <Page title={t('title')} lead={t('lead')} width="prose">
      <p className="-mt-4 mb-8 text-sm text-muted">
        {t('lastUpdatedLabel')} <time dateTime={TERMS_LAST_UPDATED}>{formatDate(TERMS_LAST_UPDATED)}</time>
      </p>
      <TableOfContents title={t('tocTitle')} entries={sections} />
      <div className="mt-10">
        <ContentSections sections={sections} />
      </div>
    </Page>
  );
}
