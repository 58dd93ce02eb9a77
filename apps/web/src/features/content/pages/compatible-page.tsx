import { ButtonLink } from '../../../ui/button';
import { useDocumentTitle } from '../../../ui/use-document-title';
import { BrandHeader } from '../components/brand-header';
import { BrowserList } from '../components/browser-list';
import { useContent } from '../lib/use-content';

/**
 * /compatible (CompatibilitySplash): the unsupported-browser page. Internet Explorer itself
 * is served the build-time compatible.html instead (build/compatibility-splash.ts), since it
 * cannot run this app; this route explains the same thing to anyone who follows a link here.
 */
export default function CompatiblePage() {
  const { t } = useContent('compatible');
  useDocumentTitle(t('title'));
  return (
    <>
      <BrandHeader homeLabel={t('homeLabel')} />
      <div className="mx-auto flex max-w-2xl flex-col gap-5 px-4 py-10 sm:px-6 md:py-16">
        <h1 className="text-3xl font-bold tracking-tight text-ink md:text-4xl">{t('title')}</h1>
        <p className="text-lg text-ink/90">{t('lead')}</p>
        <p className="text-ink/90">{t('why')}</p>
        <h2 className="mt-4 text-xl font-bold text-ink">{t('browsersHeading')}</h2>
        <p className="text-ink/90">{t('choose')}</p>
        <BrowserList downloadLabel={(browser) => t('download', { browser })} />
        <div className="mt-6 rounded-2xl bg-surface p-5">
          <p className="text-ink/90">{t('modern')}</p>
          <ButtonLink to="/" className="mt-3">
            {t('continue')}
          </ButtonLink>
        </div>
      </div>
    </>
  );
}
