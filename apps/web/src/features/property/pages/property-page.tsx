import { useParams } from 'react-router';
import { useProperty } from '../api/get-property';
import { PageStatus } from '../components/page-status';
import { PropertyView } from '../components/property-view';

/** /listings/{propertyId}: the property page (spec section 2), or not found when it is not public. */
export default function PropertyPage() {
  const { propertyId = '' } = useParams();
  const query = useProperty(propertyId);
  if (!query.data) return <PageStatus error={query.error} retrying={query.isFetching} onRetry={() => void query.refetch()} />;
  return <PropertyView key={query.data._id} listing={query.data} />;
}
