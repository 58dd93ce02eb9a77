import type { TOffer } from '@app/shared/offers/offers.schema';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams } from 'react-router';
import NotFoundPage from '../../../app/pages/not-found-page';
import { ApiError } from '../../../lib/api/api-client';
import { offerQueryOptions } from '../../../lib/offers/offer-query';
import { snackbar } from '../../../lib/snackbar/snackbar-store';
import { ButtonLink } from '../../../ui/button';
import { QueryStatus } from '../../../ui/query-status';
import { useDocumentTitle } from '../../../ui/use-document-title';
import { CounterForm } from '../components/counter-form';
import { FinalizeForm } from '../components/finalize-form';
import { isNegotiationPage, owesNegotiationFee, termsMoveOf, type TNegotiationPage, type TOfferViewPath } from '../negotiation-paths';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * /dashboard/offers/{offer}/Negotiation/{page} (spec section 2): 'counter' (Counter, Edit or
 * Renegotiate, whichever the reader may do now) and 'finalize'. `viewPath` is the offer's
 * read-only view, where the reader goes back to (the app gives it: the dashboard's tabs are its own).
 */
export default function NegotiationPage({ viewPath }: { viewPath: TOfferViewPath }) {
  const { offer: id, page } = useParams();
  if (!id || !UUID.test(id) || !isNegotiationPage(page)) return <NotFoundPage />;
  return <Negotiation id={id} page={page} viewPath={viewPath} />;
}

function Negotiation({ id, page, viewPath }: { id: string; page: TNegotiationPage; viewPath: TOfferViewPath }) {
  const { t } = useTranslation('offerNegotiation');
  const navigate = useNavigate();
  const query = useQuery(offerQueryOptions(id));
  const offer = query.data;
  const move = offer && termsMoveOf(offer.actions);
  const title = page === 'finalize' ? t('finalize.title') : t(`form.title.${move ?? 'counter'}`);
  useDocumentTitle(title);
  if (query.error instanceof ApiError && (query.error.status === 404 || query.error.status === 403)) return <NotFoundPage />;

  const done = (answered: TOffer, message: string) => {
    snackbar.success(message);
    void navigate(viewPath(answered));
  };
  return (
    <div className="flex max-w-3xl flex-col gap-6">
      {offer && (
        <Link to={viewPath(offer)} className="text-sm font-semibold text-primary hover:underline">
          <span aria-hidden="true">← </span>
          {t('back')}
        </Link>
      )}
      <h1 className="text-2xl font-bold text-ink">{title}</h1>
      <QueryStatus query={query} loading={t('loading')}>
        {(data) => {
          const open = page === 'finalize' ? data.actions.includes('finalize') || owesNegotiationFee(data) : move !== undefined;
          if (!open)
            return (
              <div className="flex flex-col items-start gap-3">
                <p className="text-ink">{t(page === 'finalize' ? 'finalize.closed' : 'form.closed')}</p>
                <ButtonLink variant="outline" to={viewPath(data)}>
                  {t('back')}
                </ButtonLink>
              </div>
            );
          if (page === 'finalize')
            return (
              <FinalizeForm
                offer={data}
                onDone={(answered) => done(answered, t(`done.${answered.status === 'finalized' ? 'finalized' : 'signed'}`))}
              />
            );
          return (
            <CounterForm offer={data} move={move ?? 'counter'} onDone={(answered) => done(answered, t(`done.${move ?? 'counter'}`))} />
          );
        }}
      </QueryStatus>
    </div>
  );
}
