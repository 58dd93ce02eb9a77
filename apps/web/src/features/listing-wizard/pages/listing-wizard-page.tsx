import { lazy, Suspense, useState } from 'react';
import { useNavigate, useParams } from 'react-router';
import { useAccount } from '../../../lib/session/get-account';
import { useListingForEdit } from '../api/get-listing-for-edit';
import { WizardLoading, WizardLoadingNote } from '../components/wizard-loading';
import { SKIP_LEAVE_GUARD } from '../../../lib/navigation/use-leave-guard';
import { professionsOf } from '../model/professions';

// The wizard is the bulk of this page: the route answers at once and the wizard follows.
const ListingWizard = lazy(() => import('../components/listing-wizard').then((module) => ({ default: module.ListingWizard })));

/**
 * /dashboard/listings/new, /listings/new/{communityId} and /listings/{propertyId}/edit. A new
 * listing's first save creates the draft and the address becomes its edit address, with the same
 * wizard still on screen (nothing typed or uploading is lost).
 */
export default function ListingWizardPage() {
  const { propertyId, communityId } = useParams();
  const navigate = useNavigate();
  const account = useAccount();
  const [createdId, setCreatedId] = useState<string | null>(null);
  const editing = propertyId !== undefined && propertyId !== createdId ? propertyId : undefined;
  const listing = useListingForEdit(editing);
  const professions = professionsOf(account.data);
  const onCreated = (id: string) => {
    setCreatedId(id);
    void navigate(`/dashboard/listings/${id}/edit`, { replace: true, state: SKIP_LEAVE_GUARD });
  };
  return (
    <Suspense fallback={<WizardLoadingNote />}>
      {editing ? (
        <WizardLoading query={listing}>
          {(data) => <ListingWizard key={data._id} listing={data} professions={professions} onCreated={onCreated} />}
        </WizardLoading>
      ) : (
        <ListingWizard
          key={`new:${communityId ?? ''}`}
          listing={null}
          communityId={communityId}
          professions={professions}
          onCreated={onCreated}
        />
      )}
    </Suspense>
  );
}
