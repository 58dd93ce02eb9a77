import type { TMediaService } from '@app/shared/services/media-services.schema';
import type { TListingSummary } from '@app/shared/listings/listing.schema';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Navigate, useNavigate, useParams, useSearchParams } from 'react-router';
import { z } from 'zod';
import { useFormatMoney } from '../../../lib/format/format-money';
import { useOfferedServices, useOrderCheckout } from '../../../lib/orders/service-orders';
import { Button, ButtonLink } from '../../../ui/button';
import { FormAlert } from '../../../ui/form-alert';
import { QueryStatus } from '../../../ui/query-status';
import { TermList } from '../../../ui/term-list';
import { useDocumentTitle } from '../../../ui/use-document-title';
import { useOwnListingsForOrder } from '../api/get-own-listings';
import { MediaServiceChoices } from '../components/media-service-choices';
import { OrderPlaceFields } from '../components/order-place-fields';
import { mediaOrderPath, missingFields, placeOrder, readDraft, type TMediaOrderDraft } from '../media-order-draft';

type StepProps = { professionalId: string; offered: TMediaService[]; listings: TListingSummary[]; draft: TMediaOrderDraft };

/** Page 1: which services, for which property. The choices stay in the URL, so Back from page 2 finds them. */
function ChooseStep({ professionalId, offered, listings, draft: start }: StepProps) {
  const { t } = useTranslation('mediaOrders');
  const navigate = useNavigate();
  const [draft, setDraft] = useState(start);
  const [missing, setMissing] = useState<string[]>([]);
  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    const gaps = missingFields(draft);
    setMissing(gaps);
    if (gaps.length === 0) void navigate(mediaOrderPath(professionalId, 2, draft));
  };
  return (
    <form className="flex flex-col gap-6" onSubmit={submit} noValidate>
      <MediaServiceChoices
        services={offered}
        chosen={draft.services}
        onChange={(services) => setDraft((current) => ({ ...current, services }))}
        error={missing.includes('services') ? t('selectAtLeastOne') : undefined}
      />
      <OrderPlaceFields
        listings={listings}
        place={draft.place}
        missing={missing}
        onChange={(place) => setDraft((current) => ({ ...current, place }))}
      />
      <Button type="submit" className="self-start">
        {t('reviewOrder')}
      </Button>
    </form>
  );
}

/** Page 2: the services with their prices and time frames, the total and the property; paying goes through the wallet's checkout. */
function ReviewStep({ professionalId, offered, listings, draft }: StepProps) {
  const { t } = useTranslation('mediaOrders');
  const { t: to } = useTranslation('orders');
  const formatMoney = useFormatMoney();
  const navigate = useNavigate();
  const checkout = useOrderCheckout();
  const lines = offered.filter((service) => draft.services.includes(service.service));
  if (missingFields(draft).length > 0 || lines.length !== draft.services.length) {
    return <Navigate replace to={mediaOrderPath(professionalId, 1, draft)} />;
  }
  const total = { amount: lines.reduce((sum, line) => sum + line.price.amount, 0), currency: lines[0]!.price.currency };
  const days = lines.reduce((sum, line) => sum + line.timeFrame, 0);
  const { place } = draft;
  const listing = place.kind === 'listing' ? listings.find((candidate) => candidate._id === place.listingId) : undefined;
  const property =
    place.kind === 'listing'
      ? [listing?.title, listing?.address.street, listing?.address.city, listing?.address.zip].filter(Boolean).join(', ')
      : [place.street, place.city, place.state, place.postalCode].filter(Boolean).join(', ');
  const pay = () =>
    checkout.mutate(placeOrder(professionalId, draft), {
      onSuccess: (opened) => void navigate(`/checkout/${encodeURIComponent(opened._id)}`),
    });

  return (
    <div className="flex flex-col gap-6">
      <section aria-labelledby="media-order-services" className="flex flex-col gap-3">
        <h2 id="media-order-services" className="text-lg font-semibold text-ink">
          {t('summaryTitle')}
        </h2>
        <ul className="flex flex-col divide-y divide-line rounded-lg border border-line">
          {lines.map((line) => (
            <li key={line._id} className="flex flex-wrap items-baseline justify-between gap-2 p-3 text-sm">
              <span className="font-semibold text-ink">{to(`serviceNames.${line.service}`)}</span>
              <span className="text-muted">{t('timeFrame', { count: line.timeFrame })}</span>
              <span className="tabular-nums text-ink">{formatMoney(line.price)}</span>
            </li>
          ))}
        </ul>
        <TermList
          rows={[
            [t('total'), formatMoney(total)],
            [t('deliveredWithin'), t('daysAfterAcceptance', { count: days })],
            [t('property'), property],
          ]}
        />
        <p className="text-sm text-muted">{t('payHint')}</p>
      </section>
      <div aria-live="polite">{checkout.isError && <FormAlert message={checkout.error.message} />}</div>
      <div className="flex flex-wrap gap-3">
        <Button loading={checkout.isPending} onClick={pay}>
          {t('continueToPay', { amount: formatMoney(total) })}
        </Button>
        <ButtonLink variant="outline" to={mediaOrderPath(professionalId, 1, draft)}>
          {t('change')}
        </ButtonLink>
      </div>
    </div>
  );
}

/**
 * /services/media/order/{professional_id}/{page}: a customer orders media services from a media
 * specialist for one of their listings or a property they name (page 1), reviews and pays through
 * the wallet's checkout, whose receipt follows (page 2).
 */
export default function MediaOrderPage() {
  const { t } = useTranslation('mediaOrders');
  useDocumentTitle(t('title'));
  const { professionalId = '', page = '' } = useParams();
  const [params] = useSearchParams();
  const known = z.uuid().safeParse(professionalId).success && (page === '1' || page === '2');
  const offered = useOfferedServices(professionalId, undefined, 'US', known);
  const listings = useOwnListingsForOrder();
  return (
    <div className="mx-auto flex max-w-2xl flex-col gap-6 px-4 py-8">
      <h1 className="text-2xl font-bold text-ink md:text-3xl">{t('title')}</h1>
      {!known ? (
        <div className="flex flex-col items-start gap-3">
          <p className="text-ink">{t('notFound')}</p>
          <Link to="/find-professional" className="font-semibold text-primary underline">
            {t('findSpecialist')}
          </Link>
        </div>
      ) : (
        <QueryStatus query={offered} loading={t('loading')}>
          {(data) =>
            data.media.length === 0 ? (
              <p className="text-muted">{t('noServices')}</p>
            ) : (
              <QueryStatus query={listings} loading={t('loading')}>
                {(own) => {
                  const draft = readDraft(params);
                  // A first visit proposes the customer's newest listing; a named property stays as named.
                  const named = params.has('listing') || params.has('street') || params.has('postalCode');
                  if (!named && own[0]) draft.place = { kind: 'listing', listingId: own[0]._id };
                  const props = { professionalId, offered: data.media, listings: own, draft };
                  return page === '1' ? <ChooseStep {...props} /> : <ReviewStep {...props} />;
                }}
              </QueryStatus>
            )
          }
        </QueryStatus>
      )}
    </div>
  );
}
