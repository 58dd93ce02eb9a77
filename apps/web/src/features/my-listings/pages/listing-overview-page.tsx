import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
import { QueryStatus } from '../../../ui/query-status';
import { useListingOverview } from '../api/get-listing-overview';
import { BackLink } from '../components/back-link';
import { ListingHistory } from '../components/listing-history';
import { ListingRow } from '../components/listing-row';
import { PageHeading } from '../components/page-heading';
import { PlanInfo } from '../components/plan-info';
import { StatTiles } from '../components/stat-tiles';
import { ViewsChart } from '../components/views-chart';
import { listingName } from '../listing-text';

/** /dashboard/listings/{propertyId}/overview: the listing, its counts, 30 days of views, its plan and its history. */
export default function ListingOverviewPage() {
  const { t } = useTranslation('myListings');
  const { propertyId = '' } = useParams();
  const navigate = useNavigate();
  const overview = useListingOverview(propertyId);
  const listing = overview.data?.listing;
  const title = listing ? listingName(listing) || t('row.untitled') : t('overview.title');
  return (
    <div className="flex flex-col gap-6">
      <PageHeading above={<BackLink />} title={title} lead={t('overview.lead')} />
      <QueryStatus query={overview} loading={t('overview.loading')}>
        {(data) => (
          <>
            <ListingRow listing={data.listing} overview={false} onRemoved={() => navigate('/dashboard/listings/u')} />
            <StatTiles overview={data} />
            <div className="grid gap-4 md:grid-cols-[2fr_1fr]">
              <ViewsChart days={data.views.last30Days} />
              <PlanInfo listing={data.listing} />
            </div>
            <ListingHistory events={data.history} />
          </>
        )}
      </QueryStatus>
    </div>
  );
}
