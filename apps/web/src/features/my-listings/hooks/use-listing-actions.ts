import { actionsFor } from '@app/shared/listings/listing-transitions';
import type { TListingSummary } from '@app/shared/listings/listing.schema';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { ApiError } from '../../../lib/api/api-client';
import { useTranslateMessage } from '../../../lib/i18n/translate-message';
import { usePopupStore } from '../../../lib/popups/popup-store';
import { snackbar } from '../../../lib/snackbar/snackbar-store';
import { useConfirmRemoval } from '../../../lib/popups/use-confirm-removal';
import { useApplyListingAction, type ListingAction } from '../api/apply-listing-action';
import { useDuplicateListing } from '../api/duplicate-listing';
import { useRemoveListing } from '../api/remove-listing';
import type { MenuEntry } from '../components/menu-button';
import { isPublic } from '../listing-groups';
import { listingName } from '../listing-text';

/** Which dialog an action opened: choosing the extension, or why Move to Listings was refused. */
export type ListingDialog = { kind: 'extend' } | { kind: 'notReady'; message: string } | null;

type Options = { overview?: boolean; onRemoved?(): void };

/**
 * The owner's actions on one listing (spec: Edit, Overview, View page, Move to Drafts/Listings,
 * Hide/Unhide, Duplicate, Extend Duration, Remove) as menu entries, with their busy state and
 * the dialog an action may open. Each action says what happened in the snackbar.
 */
export function useListingActions(listing: TListingSummary, { overview = true, onRemoved }: Options = {}) {
  const { t } = useTranslation('myListings');
  const translate = useTranslateMessage();
  const navigate = useNavigate();
  const confirmRemoval = useConfirmRemoval();
  const action = useApplyListingAction();
  const duplicate = useDuplicateListing();
  const remove = useRemoveListing();
  const [dialog, setDialog] = useState<ListingDialog>(null);
  const { _id: id } = listing;
  const name = listingName(listing) || t('row.untitled');
  const fail = (error: Error) => snackbar.error(translate(error.message));

  const run = (kind: ListingAction) =>
    action.mutate(
      { id, action: kind },
      {
        onSuccess: () => snackbar.success(t(`done.${kind}`, { name })),
        onError: (error) => {
          const notReady = kind === 'move-to-listings' && error instanceof ApiError && error.code === 'LISTING_NOT_READY';
          if (notReady) setDialog({ kind: 'notReady', message: error.message });
          else fail(error);
        },
      },
    );

  // Moving to Drafts takes a live listing off the market: asked first in the yes/no popup.
  const onMoveToDrafts = () =>
    usePopupStore.getState().openPopup('confirm', {
      confirm: { title: t('moveToDrafts.title', { name }), body: t('moveToDrafts.body'), onConfirm: () => run('move-to-drafts') },
    });

  const onDuplicate = () =>
    duplicate.mutate(id, {
      onSuccess: (copy) => {
        snackbar.success(t('done.duplicate', { name }));
        navigate(`/dashboard/listings/${copy._id}/edit`);
      },
      onError: fail,
    });

  const onRemove = () =>
    confirmRemoval({
      title: t('remove.title', { name }),
      body: t('remove.body'),
      done: t('done.remove', { name }),
      remove: async () => {
        await remove.mutateAsync(id);
        onRemoved?.();
      },
    });

  const busy = action.isPending || duplicate.isPending || remove.isPending;
  const allowed = new Set(actionsFor('owner', listing));
  const base = `/dashboard/listings/${id}`;
  // While one action is under way the others wait, so a second click cannot race the first.
  const entry = (key: string, target: { to: string } | { onSelect(): void }, tone?: 'danger'): MenuEntry => {
    const guarded = 'to' in target ? target : { onSelect: () => !busy && target.onSelect() };
    return { key, label: t(`actions.${key}`), ...guarded, ...(tone ? { tone } : {}) };
  };
  const entries: MenuEntry[] = [
    entry('edit', { to: `${base}/edit` }),
    ...(overview ? [entry('overview', { to: `${base}/overview` })] : []),
    ...(isPublic(listing) ? [entry('view', { to: `/listings/${id}` })] : []),
    // The lifecycle actions are exactly those the transition table allows the owner now.
    ...(allowed.has('move-to-drafts') ? [entry('moveToDrafts', { onSelect: onMoveToDrafts })] : []),
    ...(allowed.has('move-to-listings') ? [entry('moveToListings', { onSelect: () => run('move-to-listings') })] : []),
    ...(allowed.has('hide') ? [entry('hide', { onSelect: () => run('hide') })] : []),
    ...(allowed.has('unhide') ? [entry('unhide', { onSelect: () => run('unhide') })] : []),
    entry('duplicate', { onSelect: onDuplicate }),
    ...(allowed.has('extend') ? [entry('extend', { onSelect: () => setDialog({ kind: 'extend' }) })] : []),
    ...(allowed.has('remove') ? [entry('remove', { onSelect: onRemove }, 'danger')] : []),
  ];

  return {
    name,
    entries,
    busy,
    dialog,
    openExtend: () => setDialog({ kind: 'extend' }),
    closeDialog: () => setDialog(null),
  };
}
