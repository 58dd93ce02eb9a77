import { ServiceAreasSection } from '../../features/professional-dashboard/components/service-areas-section';
import ProfessionalSignupPage from '../../features/professional-signup/pages/professional-signup-page';
import type { TSignupParts } from '../../features/professional-signup/components/signup-wizard';

const parts: TSignupParts = { serviceAreas: ServiceAreasSection };

/**
 * /professional/register, /professional/register/{new} and /professional/edit/{id}: the sign-up
 * wizard with the membership's service postal codes as its last step (the app composes features).
 */
export default function ProfessionalSignupRoute() {
  return <ProfessionalSignupPage parts={parts} />;
}
