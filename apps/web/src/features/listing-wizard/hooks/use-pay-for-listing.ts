import type { TListingTermMonths } from '@app/shared/constants/listings';
import { MESSAGES } from '@app/shared/messages/messages';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { useCreateListingCheckout } from '../api/create-listing-checkout';
import { SKIP_LEAVE_GUARD } from '../../../lib/navigation/use-leave-guard';

type PayOptions = {
  /** Saves what is unsaved first (the server checks the stored draft); false when that failed. */
  save(): Promise<boolean>;
  /** The listing's id once it exists (read after saving: the first save creates it). */
  listingId(): string | null;
};

/**
 * Pays for a listing plan (to publish, or to extend a live listing): save, open a checkout for
 * the term, then go to the checkout page, which pays and shows the receipt.
 */
export function usePayForListing({ save, listingId }: PayOptions) {
  const navigate = useNavigate();
  const checkout = useCreateListingCheckout();
  const [error, setError] = useState('');
  const [busy, setBusy] = useState(false);
  const pay = async (term: TListingTermMonths) => {
    setError('');
    setBusy(true);
    try {
      const id = (await save()) ? listingId() : null;
      if (!id) return setError(MESSAGES.invalidInputsPleaseFix);
      const opened = await checkout.mutateAsync({ listingId: id, term });
      await navigate(`/checkout/${opened._id}`, { state: SKIP_LEAVE_GUARD });
    } catch (failure) {
      setError(failure instanceof Error ? failure.message : MESSAGES.somethingWentWrong);
    } finally {
      setBusy(false);
    }
  };
  return { pay, busy, error };
}
