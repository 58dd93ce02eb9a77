import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useBlocker } from 'react-router';
import { usePopupStore } from '../popups/popup-store';

/** Navigation state for moves the wizard makes itself once saved (to /{id}/edit, to the checkout). */
export const SKIP_LEAVE_GUARD = { skipLeaveGuard: true } as const;

const skips = (state: unknown) => Boolean((state as { skipLeaveGuard?: boolean } | null)?.skipLeaveGuard);

/**
 * The spec's leave-page confirmation while changes are unsaved (waiting, saving or failed): in-app
 * navigation asks in the yes/no popup, closing or reloading the tab asks the browser's way.
 */
export function useLeaveGuard(unsaved: boolean) {
  const { t } = useTranslation('wizard');
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) => unsaved && nextLocation.pathname !== currentLocation.pathname && !skips(nextLocation.state),
  );

  useEffect(() => {
    if (blocker.state !== 'blocked') return;
    let confirmed = false;
    usePopupStore.getState().openPopup('confirm', {
      confirm: {
        title: t('leave.title'),
        body: t('leave.body'),
        confirmLabel: t('leave.confirm'),
        onConfirm: () => {
          confirmed = true;
          blocker.proceed();
        },
      },
    });
    // Cancel (or Escape) closes the popup without confirming: stay on the page.
    return usePopupStore.subscribe((popups) => {
      if (popups.open !== 'confirm' && !confirmed) blocker.reset();
    });
  }, [blocker, t]);

  useEffect(() => {
    if (!unsaved) return;
    const onBeforeUnload = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      event.returnValue = '';
    };
    window.addEventListener('beforeunload', onBeforeUnload);
    return () => window.removeEventListener('beforeunload', onBeforeUnload);
  }, [unsaved]);
}
