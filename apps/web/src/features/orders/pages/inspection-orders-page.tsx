import { ProviderOrdersPage } from './provider-orders-page';

/** dashboard/inspection: the inspection orders the inspector fulfils. */
export default function InspectionOrdersPage() {
  return <ProviderOrdersPage kind="inspection" />;
}
