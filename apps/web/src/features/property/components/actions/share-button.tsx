import { useTranslation } from 'react-i18next';
import { snackbar } from '../../../../lib/snackbar/snackbar-store';
import { ActionButton } from './action-button';

/**
 * Share: the device's share sheet where there is one (phones), else the link is copied to the
 * clipboard and a snackbar says so.
 */
export function ShareButton({ title, path }: { title: string; path: string }) {
  const { t } = useTranslation('property');
  const share = async () => {
    const url = new URL(path, window.location.origin).href;
    if (typeof navigator.share === 'function') {
      try {
        await navigator.share({ title, url });
      } catch {
        // Closing the share sheet rejects too; there is nothing to report.
      }
      return;
    }
    try {
      await navigator.clipboard.writeText(url);
      snackbar.success(t('share.copied'));
    } catch {
      snackbar.error(t('share.failed', { url }));
    }
  };
  return <ActionButton icon="share" label={t('actions.share')} onClick={() => void share()} />;
}
