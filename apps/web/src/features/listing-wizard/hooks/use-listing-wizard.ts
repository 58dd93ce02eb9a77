import { maxPhotosForTerm } from '@app/shared/constants/listings';
import { LISTING_STEPS, ZListingDraft, type TListingDraft, type TListingStep } from '@app/shared/listings/listing-draft.schema';
import { validateListingSteps } from '@app/shared/listings/listing-steps';
import type { TListing } from '@app/shared/listings/listing.schema';
import { useQueryClient } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { createListing } from '../api/create-listing';
import { listingEditQueryKey } from '../api/get-listing-for-edit';
import { updateListing } from '../api/update-listing';
import { filledListingSteps, listingFormValues, stepFromQuery } from '../model/listing-form';
import { useMediaLibrary } from '../wizard-context';
import { useDraftWizard } from './use-draft-wizard';

export type ListingWizardProps = {
  /** The listing being edited; null for a new one (created on the first save). */
  listing: TListing | null;
  /** A new listing in this community (/listings/new/{communityId}). */
  communityId?: string | undefined;
  /** The author's professions (they unlock some fields). */
  professions: readonly string[];
  /** The first save created the draft: the page moves to its edit address. */
  onCreated(id: string): void;
};

/** The listing wizard's state: the shared draft machinery plus the listing's server view and files. */
export function useListingWizard({ listing, communityId, professions, onCreated }: ListingWizardProps) {
  const { t } = useTranslation('listingWizard');
  const queryClient = useQueryClient();
  const [searchParams] = useSearchParams();
  const [server, setServer] = useState(listing);
  const listingId = useRef(listing?._id ?? null);
  const [now] = useState(() => new Date());
  // Once a plan is paid, its term sets the photo allowance (the server's rule), not the draft's choice.
  const paidTermMonths = server?.plan.termMonths ?? null;
  const library = useMediaLibrary([
    ...(listing?.photos ?? []).map((photo) => photo.media),
    listing?.video,
    ...(listing?.documents ?? []).map((doc) => doc.media),
  ]);
  const [initial] = useState(() => ({ values: listingFormValues(listing?.draft ?? {}, communityId), saved: listing?.draft ?? {} }));

  const wizard = useDraftWizard<TListingStep, TListingDraft>({
    schema: ZListingDraft,
    steps: LISTING_STEPS,
    initialValues: initial.values,
    savedValues: initial.saved,
    initiallyVisited: listing ? filledListingSteps(listing.draft) : [],
    initialStep: stepFromQuery(LISTING_STEPS, searchParams.get('step')),
    validate: (values) => validateListingSteps(values, { now, professions, paidTermMonths }),
    persist: async (body) => {
      const id = listingId.current;
      const saved = id ? await updateListing(id, body) : await createListing(body);
      queryClient.setQueryData(listingEditQueryKey(saved._id), saved);
      setServer(saved);
      if (!id) {
        listingId.current = saved._id;
        onCreated(saved._id);
      }
    },
  });

  const labels = Object.fromEntries(LISTING_STEPS.map((step) => [step, t(`steps.${step}`)])) as Record<TListingStep, string>;
  const serverId = server?._id;
  return {
    ...wizard,
    server,
    labels,
    maxPhotos: maxPhotosForTerm(paidTermMonths ?? wizard.values.termMonths),
    listingId: () => listingId.current,
    context: {
      errorFor: wizard.errorFor,
      container: 'listing' as const,
      ...library,
      documentHref: serverId ? (media: { _id: string }) => `/api/v1/properties/${serverId}/documents/${media._id}` : undefined,
    },
  };
}
