import { useDocumentTitle } from '../../../ui/use-document-title';
import { BrandHeader } from '../components/brand-header';
import { ContentSections } from '../components/content-sections';
import { SubscribeForm } from '../components/subscribe-form';
import { TableOfContents } from '../components/table-of-contents';
import { EBOOK_CHAPTERS } from '../data/pages';
import { useContent } from '../lib/use-content';
import { EbookCover } from '../components/ebook-cover';

/**
 * /ebook (Ebook Promotion): the free "Cross-Border Home Buyer's Handbook", readable right here,
 * with a box to get new chapters by email. The navbar is hidden on this route, so the page
 * brings its own small header.
 */
export default function EbookPage() {
  const { t, section } = useContent('ebook');
  const subscribeId = 'chapter-updates';
  useDocumentTitle(t('title'));
  const chapters = EBOOK_CHAPTERS.map((id, index) => {
    const chapter = section(`chapters.${id}`);
    return { ...chapter, id, title: t('chapterTitle', { number: index + 1, title: chapter.title }) };
  });

  return (
    <>
      <BrandHeader homeLabel={t('homeLabel')} />
      <div className="bg-primary-light">
        <div className="mx-auto grid max-w-6xl items-center gap-8 px-4 py-10 sm:px-6 md:grid-cols-[1fr_auto] md:py-16">
          <div>
            <p className="text-sm font-semibold uppercase tracking-wide text-primary-dark">{t('eyebrow')}</p>
            <h1 className="mt-2 text-3xl font-bold tracking-tight text-ink md:text-5xl">{t('title')}</h1>
            <p className="mt-4 max-w-2xl text-lg text-ink/90">{t('lead')}</p>
            <div className="mt-6 flex flex-wrap gap-3">
              <a
                href="#why"
                className="inline-flex min-h-11 items-center rounded-lg bg-primary px-4 py-2 text-sm font-semibold text-white hover:bg-primary-dark"
              >
                {t('startReading')}
              </a>
              <a
                href={`#${subscribeId}`}
                className="inline-flex min-h-11 items-center rounded-lg border border-line bg-white px-4 py-2 text-sm font-semibold text-ink hover:bg-surface"
              >
                {t('getUpdates')}
              </a>
            </div>
          </div>
          <EbookCover title={t('title')} subtitle={t('coverLine')} />
        </div>
      </div>
      <div className="mx-auto grid max-w-6xl gap-10 px-4 py-10 sm:px-6 md:grid-cols-[minmax(0,1fr)_20rem] md:py-14">
        <div className="flex min-w-0 flex-col gap-10">
          <TableOfContents title={t('tocTitle')} entries={chapters} />
          <ContentSections sections={chapters} />
          <p className="text-sm text-muted">{t('disclaimer')}</p>
        </div>
        <div id={subscribeId} className="scroll-mt-6 md:sticky md:top-6 md:self-start">
          <div className="rounded-2xl border border-line p-6 shadow-sm">
            <SubscribeForm />
          </div>
        </div>
      </div>
    </>
  );
}
