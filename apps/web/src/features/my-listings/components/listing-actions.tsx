import type { TListingSummary } from '@app/shared/listings/listing.schema';
import { useTranslation } from 'react-i18next';
import { useListingActions } from '../hooks/use-listing-actions';
import { ExtendDialog } from './extend-dialog';
import { MenuButton } from './menu-button';
import { NotReadyDialog } from './not-ready-dialog';

type ListingActionsProps = { listing: TListingSummary; overview?: boolean; onRemoved?: (() => void) | undefined };

/** The actions menu of a listing and the dialogs its actions open. */
export function ListingActions({ listing, overview = true, onRemoved }: ListingActionsProps) {
  const { t } = useTranslation('myListings');
  const actions = useListingActions(listing, { overview, onRemoved });
  const { dialog } = actions;
  return (
    <>
      <MenuButton
        label={t('row.actions')}
        name={t('row.actionsFor', { name: actions.name })}
        entries={actions.entries}
        busy={actions.busy}
      />
      <span role="status" className="sr-only">
        {actions.busy ? t('row.working', { name: actions.name }) : ''}
      </span>
      {dialog?.kind === 'extend' && <ExtendDialog listingId={listing._id} name={actions.name} onClose={actions.closeDialog} />}
      {dialog?.kind === 'notReady' && (
        <NotReadyDialog listing={listing} message={dialog.message} onExtend={actions.openExtend} onClose={actions.closeDialog} />
      )}
    </>
  );
}
