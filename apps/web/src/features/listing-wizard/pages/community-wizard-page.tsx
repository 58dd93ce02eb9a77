import { lazy, Suspense, useState } from 'react';
import { useNavigate, useParams } from 'react-router';
import { useCommunity } from '../api/get-community';
import { WizardLoading, WizardLoadingNote } from '../components/wizard-loading';
import { SKIP_LEAVE_GUARD } from '../../../lib/navigation/use-leave-guard';

const CommunityWizard = lazy(() => import('../components/community-wizard').then((module) => ({ default: module.CommunityWizard })));

/** /dashboard/communities/new and /communities/edit/{communityId}; the first save moves to the edit address. */
export default function CommunityWizardPage() {
  const { communityId } = useParams();
  const navigate = useNavigate();
  const [createdId, setCreatedId] = useState<string | null>(null);
  const editing = communityId !== undefined && communityId !== createdId ? communityId : undefined;
  const community = useCommunity(editing);
  const onCreated = (id: string) => {
    setCreatedId(id);
    void navigate(`/dashboard/communities/edit/${id}`, { replace: true, state: SKIP_LEAVE_GUARD });
  };
  return (
    <Suspense fallback={<WizardLoadingNote />}>
      {editing ? (
        <WizardLoading query={community}>
          {(data) => <CommunityWizard key={data._id} community={data} onCreated={onCreated} />}
        </WizardLoading>
      ) : (
        <CommunityWizard key="new" community={null} onCreated={onCreated} />
      )}
    </Suspense>
  );
}
