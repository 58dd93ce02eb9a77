import type { TProfessionalDocument } from '@app/shared/professionals/profile-views.schema';
import { useTranslation } from 'react-i18next';

const isPdf = (doc: TProfessionalDocument) => /\.pdf$/i.test(doc.name);

/**
 * The filed documents side by side (IDs, licence, E&O insurance), each from its short-lived
 * private link the server gives admins only: PDFs in a frame, images as images, each with a link
 * to open it whole.
 */
export function ReviewDocuments({ documents }: { documents: TProfessionalDocument[] }) {
  const { t } = useTranslation('admin');
  if (documents.length === 0) return <p className="text-muted">{t('review.noDocuments')}</p>;
  return (
    <ul className="grid grid-cols-1 gap-4 lg:grid-cols-2 2xl:grid-cols-3" aria-label={t('review.documents')}>
      {documents.map((doc) => {
        const label = t('review.documentLabel', { kind: t(`review.kinds.${doc.kind}`), name: doc.name });
        return (
          <li key={doc.mediaId} className="flex flex-col gap-2 rounded-xl border border-line bg-white p-3">
            <figure className="flex flex-col gap-2">
              {isPdf(doc) ? (
                <iframe src={doc.url} title={label} className="h-96 w-full rounded-lg border border-line" />
              ) : (
                <img src={doc.url} alt={label} className="max-h-96 w-full rounded-lg object-contain" />
              )}
              <figcaption className="text-sm font-medium text-ink">{label}</figcaption>
            </figure>
            <a
              href={doc.url}
              target="_blank"
              rel="noreferrer"
              className="text-sm font-semibold text-primary-dark underline-offset-2 hover:underline"
            >
              {t('review.openDocument')}
              <span className="sr-only">: {label}</span>
            </a>
          </li>
        );
      })}
    </ul>
  );
}
