import type { TOffer } from '@app/shared/offers/offers.schema';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../ui/button';
import { FormAlert } from '../../../ui/form-alert';
import { offerPdfHref } from '../api/offer-links';
import { useVerifyOfferPdf } from '../api/verify-offer-pdf';

type TPdf = TOffer['pdfs'][number];

/** One signed PDF: its link, its SHA-256, and Verify (is the stored file still the one signed?). */
function PdfItem({ offerId, pdf }: { offerId: string; pdf: TPdf }) {
  const { t } = useTranslation(['offerPages', 'common']);
  const verify = useVerifyOfferPdf();
  const [failure, setFailure] = useState('');
  const hashId = useId();
  const language = t(`sign.pdfLanguage.${pdf.locale}`, { defaultValue: pdf.locale });
  return (
    <li className="flex flex-col gap-2 rounded-xl border border-line p-4">
      <a href={offerPdfHref(offerId, pdf._id)} target="_blank" rel="noreferrer" className="font-semibold text-primary-dark underline">
        {t('sign.pdfLink', { language })}
      </a>
      <p className="text-sm text-muted">
        <span id={hashId}>{t('sign.sha256')}</span>{' '}
        <code aria-labelledby={hashId} className="break-all font-mono text-xs text-ink">
          {pdf.sha256}
        </code>
      </p>
      <div className="flex flex-wrap items-center gap-3">
        <Button
          variant="outline"
          loading={verify.isPending}
          aria-label={t('sign.verifyPdf', { language })}
          onClick={() => {
            setFailure('');
            verify.mutate({ offerId, pdfId: pdf._id }, { onError: (error) => setFailure(error.message) });
          }}
        >
          {t('sign.verify')}
        </Button>
        <span role="status">
          {verify.data &&
            (verify.data.unchanged ? (
              <span className="font-medium text-green-800">{t('sign.unchanged')}</span>
            ) : (
              <span className="font-medium text-primary-dark">{t('sign.changed', { stored: verify.data.stored ?? '—' })}</span>
            ))}
        </span>
      </div>
      <FormAlert message={failure} />
    </li>
  );
}

/** The signed offer's PDFs (the buyer's language and English), each with its SHA-256 and Verify. */
export function PdfList({ offer }: { offer: TOffer }) {
  const { t } = useTranslation('offerPages');
  const headingId = useId();
  if (offer.pdfs.length === 0) return null;
  return (
    <section aria-labelledby={headingId} className="flex flex-col gap-3">
      <h2 id={headingId} className="text-xl font-bold text-ink">
        {t('sign.pdfsTitle')}
      </h2>
      <p className="text-sm text-muted">{t('sign.pdfsIntro')}</p>
      <ul className="flex flex-col gap-3">
        {offer.pdfs.map((pdf) => (
          <PdfItem key={pdf._id} offerId={offer._id} pdf={pdf} />
        ))}
      </ul>
    </section>
  );
}
