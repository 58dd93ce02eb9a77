import { Navigate, useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../lib/api/api-client';
import { ButtonLink } from '../../../ui/button';
import { QueryStatus } from '../../../ui/query-status';
import { useOffer } from '../api/get-offer';
import { OfferWizard } from '../components/offer-wizard';
import { pageOfNumber } from '../model/offer-wizard-model';

/**
 * /listings/{property_id}/offers/{offer_id}/{page}: one page of a draft offer (1 to 8). Moving
 * between pages keeps the same wizard on screen, so nothing typed is lost on the way.
 */
export default function OfferWizardPage() {
  const { t } = useTranslation('makeOffer');
  const { propertyId = '', offerId = '', page: param } = useParams();
  const page = pageOfNumber(param);
  const query = useOffer(offerId);
  // The wizard starts from the offer as the server has it now, never from an earlier visit's copy.
  const fresh = { ...query, data: query.isFetchedAfterMount ? query.data : undefined };
  if (!page) return <Navigate replace to={`/listings/${propertyId}/offers/${offerId}/1`} />;
  const missing = query.error instanceof ApiError && (query.error.status === 404 || query.error.status === 403);
  return (
    <div className="mx-auto w-full max-w-4xl px-4 py-6 sm:px-6">
      {missing ? (
        <p role="alert" className="text-ink">
          {t('notFound')}
        </p>
      ) : (
        <QueryStatus query={fresh} loading={t('loading')}>
          {(offer) =>
            offer.draft && offer.status === 'draft' ? (
              <OfferWizard key={offer._id} offer={offer} page={page} />
            ) : (
              <div className="flex flex-col items-start gap-3">
                <p role="status">{t('notDraft')}</p>
                <ButtonLink to={`/listings/${offer.property}`} variant="outline">
                  {t('toListing')}
                </ButtonLink>
              </div>
            )
          }
        </QueryStatus>
      )}
    </div>
  );
}
