import { useParams } from 'react-router';
import NotFoundPage from '../../../app/pages/not-found-page';
import { AudienceGuide } from '../components/audience-guide';
import { isAudience } from '../data/links';

/** /information/:audience: how Terranest works for buyers, sellers or professionals; anything else is not found. */
export default function InformationPage() {
  const { audience } = useParams();
  if (!isAudience(audience)) return <NotFoundPage />;
  return <AudienceGuide audience={audience} />;
}
