import { Navigate, useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../lib/api/api-client';
import { ButtonLink } from '../../../ui/button';
import { Page } from '../../../ui/page';
import { QueryStatus } from '../../../ui/query-status';
import { useFreshOffer } from '../api/get-offer';
import { OfferWizard } from '../components/offer-wizard';
import { pageOfNumber } from '../model/offer-wizard-model';

/** An offer id the server refuses (malformed: 400), does not know (404) or keeps from this account (403). */
const isMissing = (error: Error | null) => error instanceof ApiError && [400, 403, 404].includes(error.status);

/**
 * /listings/{property_id}/offers/{offer_id}/{page}: one page of a draft offer (1 to 8). Moving
 * between pages keeps the same wizard on screen, so nothing typed is lost on the way. Until the
 * offer is in (or when it cannot be changed, or found), the page says so under its own heading.
 */
export default function OfferWizardPage() {
  const { t } = useTranslation('makeOffer');
  const { propertyId = '', offerId = '', page: param } = useParams();
  const page = pageOfNumber(param);
  // The wizard starts from the offer as the server has it now, never from an earlier visit's copy.
  const query = useFreshOffer(offerId);
  if (!page) return <Navigate replace to={`/listings/${propertyId}/offers/${offerId}/1`} />;
  const offer = query.data;
  if (offer?.draft && offer.status === 'draft')
    return (
      <div className="mx-auto w-full max-w-4xl px-4 py-6 sm:px-6">
        <OfferWizard key={offer._id} offer={offer} page={page} />
      </div>
    );
  return (
    <Page title={t('title')} width="prose">
      {isMissing(query.error) ? (
        <p role="alert" className="mt-4 text-ink">
          {t('notFound')}
        </p>
      ) : (
        <QueryStatus query={query} loading={t('loading')}>
          {(sent) => (
            <div className="mt-4 flex flex-col items-start gap-3">
              <p role="status">{t('notDraft')}</p>
              <ButtonLink to={`/listings/${sent.property}`} variant="outline">
                {t('toListing')}
              </ButtonLink>
            </div>
          )}
        </QueryStatus>
      )}
    </Page>
  );
}
