import { APPRAISAL_TYPE_IDS } from '@app/shared/reference/orders';
import type { TPublicProfessionalProfile } from '@app/shared/professionals/profile-views.schema';
import type { TOfferedServices } from '@app/shared/services/offered-services.schema';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useFormatMoney } from '../../../lib/format/format-money';
import { useOfferedServices } from '../../../lib/orders/service-orders';
import { QueryStatus } from '../../../ui/query-status';
import { SectionCard } from '../../../ui/section-card';

type Props = { profile: TPublicProfessionalProfile; zipCode: string | undefined };

const ORDER_LINK = 'inline-flex min-h-11 w-fit items-center font-semibold text-primary underline';

/** One kind's services: a heading, its priced lines, and where to order them. */
function ServiceGroup({ title, order, children }: { title: string; order: ReactNode; children: ReactNode }) {
  return (
    <div className="flex flex-col gap-2">
      <h3 className="font-semibold text-ink">{title}</h3>
      <ul className="flex flex-col divide-y divide-line rounded-lg border border-line text-sm">{children}</ul>
      {order}
    </div>
  );
}

/** One priced line: the service, its price and its lead time or time frame. */
function PricedLine({ name, price, days }: { name: string; price: string; days: string }) {
  return (
    <li className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1 px-3 py-2">
      <span className="text-ink">{name}</span>
      <span className="flex gap-3">
        <span className="font-semibold tabular-nums text-ink">{price}</span>
        <span className="text-muted">{days}</span>
      </span>
    </li>
  );
}

/** What they offer, kind by kind, with the links to order it. */
function OfferedServicesList({ profile, zipCode, offered }: Props & { offered: TOfferedServices }) {
  const { t } = useTranslation('professionalsDirectory');
  const { t: ts } = useTranslation('services');
  const { t: to } = useTranslation('orders');
  const formatMoney = useFormatMoney();
  const days = (count: number) => t('profile.serviceDays', { count });
  const name = `${profile.firstName} ${profile.lastName}`;
  if (offered.appraisal.length + offered.inspection.length + offered.media.length === 0) {
    return <p className="text-muted">{t('profile.noServices', { name })}</p>;
  }
  const id = encodeURIComponent(profile._id);
  return (
    <div className="flex flex-col gap-5">
      {offered.appraisal.length > 0 && (
        <ServiceGroup
          title={t('profile.appraisals')}
          order={
            zipCode && profile.servesZipCode ? (
              <Link className={ORDER_LINK} to={`/appraisal/prof/${id}/${encodeURIComponent(zipCode)}`}>
                {t('profile.orderAppraisal', { zipCode })}
              </Link>
            ) : (
              <p className="text-sm text-muted">{t('profile.appraisalFromZip')}</p>
            )
          }
        >
          {offered.appraisal.flatMap((service) =>
            APPRAISAL_TYPE_IDS.flatMap((type) => {
              const terms = service.types[type];
              return terms
                ? [
                    <PricedLine
                      key={`${service._id}-${type}`}
                      name={`${ts(`appraisalTypes.${type}.label`)} · ${ts(`sizeRanges.${service.sizeRange}`)}`}
                      price={formatMoney(terms.price)}
                      days={days(terms.leadTime)}
                    />,
                  ]
                : [];
            }),
          )}
        </ServiceGroup>
      )}
      {offered.inspection.length > 0 && (
        <ServiceGroup
          title={t('profile.inspections')}
          order={
            <Link className={ORDER_LINK} to={`/services/inspection/order/${id}/1`}>
              {t('profile.orderInspection')}
            </Link>
          }
        >
          {offered.inspection.map((service) => (
            <PricedLine
              key={service._id}
              name={to(`serviceNames.${service.item}`)}
              price={formatMoney(service.price)}
              days={days(service.leadTime)}
            />
          ))}
        </ServiceGroup>
      )}
      {offered.media.length > 0 && (
        <ServiceGroup
          title={t('profile.media')}
          order={
            <Link className={ORDER_LINK} to={`/services/media/order/${id}/1`}>
              {t('profile.orderMedia')}
            </Link>
          }
        >
          {offered.media.map((service) => (
            <PricedLine
              key={service._id}
              name={to(`serviceNames.${service.service}`)}
              price={formatMoney(service.price)}
              days={days(service.timeFrame)}
            />
          ))}
        </ServiceGroup>
      )}
    </div>
  );
}

/** Services and prices: the appraisal types, inspection items and media services they offer now, from their services. */
export function ServicesSection({ profile, zipCode }: Props) {
  const { t } = useTranslation('professionalsDirectory');
  const offered = useOfferedServices(profile._id);
  return (
    <SectionCard title={t('profile.services')} description={t('profile.servicesLead')}>
      <QueryStatus query={offered} loading={t('profile.servicesLoading')}>
        {(data) => <OfferedServicesList profile={profile} zipCode={zipCode} offered={data} />}
      </QueryStatus>
    </SectionCard>
  );
}
