import { useTranslation } from 'react-i18next';

type ExternalTourPanelProps = { kind: 'vr' | 'view360'; url: URL };

/**
 * A VR tour or 360 view hosted elsewhere, opened in a new tab rather than framed: the address
 * is whatever the owner typed, and the viewers that host these tours need scripts and their own
 * origin in a frame (sandbox "allow-scripts allow-same-origin"), which gives the sandbox up.
 * `noopener noreferrer` keeps the other site away from this page and its address.
 */
export function ExternalTourPanel({ kind, url }: ExternalTourPanelProps) {
  const { t } = useTranslation('property');
  return (
    <div className="flex flex-col items-start gap-3 rounded-xl border border-line bg-surface p-6">
      <p className="text-ink">{t(`media.${kind}Intro`)}</p>
      <a
        href={url.href}
        target="_blank"
        rel="noopener noreferrer"
        className="inline-flex min-h-11 items-center gap-2 rounded-lg bg-primary px-4 py-2 text-sm font-semibold text-white hover:bg-primary-dark"
      >
        {t(`media.${kind}Open`)}
        <span className="sr-only"> {t('media.newTab')}</span>
        <svg aria-hidden="true" viewBox="0 0 24 24" className="h-4 w-4" fill="none" stroke="currentColor" strokeWidth="2">
          <path d="M14 4h6v6M20 4l-9 9M18 14v5a1 1 0 0 1-1 1H5a1 1 0 0 1-1-1V7a1 1 0 0 1 1-1h5" />
        </svg>
      </a>
      <p className="text-sm text-muted">{t('media.hostedAt', { host: url.hostname })}</p>
    </div>
  );
}
