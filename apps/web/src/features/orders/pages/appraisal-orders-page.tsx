import { ProviderOrdersPage } from './provider-orders-page';

/** dashboard/appraisal: the appraisal orders the appraiser fulfils. */
export default function AppraisalOrdersPage() {
  return <ProviderOrdersPage kind="appraisal" />;
}
