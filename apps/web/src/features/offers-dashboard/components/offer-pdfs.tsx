import type { TOffer } from '@app/shared/offers/offers.schema';
import { useTranslation } from 'react-i18next';
import { useTranslateMessage } from '../../../lib/i18n/translate-message';
import { useLocaleTag } from '../../../lib/i18n/use-locale-tag';
import { Button } from '../../../ui/button';
import { FormAlert } from '../../../ui/form-alert';
import { SectionCard } from '../../../ui/section-card';
import { pdfUrl, useVerifyPdf } from '../api/verify-pdf';
import { displayNames } from '@app/shared/domain/intl-formats';

/** The language a PDF is written in, named in the reader's language. */
function useLanguageName() {
  const tag = useLocaleTag();
  return (locale: string) => {
    try {
      return displayNames([tag], { type: 'language' }).of(locale) ?? locale;
    } catch {
      return locale;
    }
  };
}

/** The signed offer's PDFs (the buyer's language and the English copy): download, SHA-256 and Verify. */
export function OfferPdfs({ offer }: { offer: TOffer }) {
  const { t } = useTranslation('offersDashboard');
  return (
    <SectionCard title={t('view.pdfs.title')}>
      {offer.pdfs.length === 0 ? (
        <p className="text-sm text-muted">{t('view.pdfs.none')}</p>
      ) : (
        <ul className="flex flex-col gap-4">
          {offer.pdfs.map((pdf) => (
            <li key={pdf._id}>
              <PdfRow offerId={offer._id} pdf={pdf} />
            </li>
          ))}
        </ul>
      )}
    </SectionCard>
  );
}

function PdfRow({ offerId, pdf }: { offerId: string; pdf: TOffer['pdfs'][number] }) {
  const { t } = useTranslation('offersDashboard');
  const translate = useTranslateMessage();
  const languageName = useLanguageName();
  const verify = useVerifyPdf();
  const language = languageName(pdf.locale);
  return (
    <div className="flex flex-col gap-2">
      <div className="flex flex-wrap items-center gap-3">
        <span className="font-medium text-ink">{t('view.pdfs.name', { language })}</span>
        <a className="text-sm font-semibold text-primary underline" href={pdfUrl(offerId, pdf._id)} target="_blank" rel="noreferrer">
          {t('view.pdfs.download', { language })}
        </a>
        <Button
          variant="outline"
          aria-label={t('view.pdfs.verifyLabel', { language })}
          loading={verify.isPending}
          onClick={() => verify.mutate({ offerId, pdfId: pdf._id })}
        >
          {t('view.pdfs.verify')}
        </Button>
      </div>
      <p className="break-all font-mono text-xs text-muted">
        {t('view.pdfs.sha256')}: {pdf.sha256}
      </p>
      <div role="status">
        {verify.data && (
          <p className={`text-sm font-semibold ${verify.data.unchanged ? 'text-green-800' : 'text-primary-dark'}`}>
            {verify.data.unchanged ? t('view.pdfs.unchanged') : t('view.pdfs.changed')}
          </p>
        )}
      </div>
      {verify.error && <FormAlert message={translate(verify.error.message)} />}
    </div>
  );
}
