import type { TOwnProfessionalProfile } from '@app/shared/professionals/profile-views.schema';
import { useTranslation } from 'react-i18next';
import { useTranslateMessage } from '../../../lib/i18n/translate-message';
import { usePopupStore } from '../../../lib/popups/popup-store';
import { snackbar } from '../../../lib/snackbar/snackbar-store';
import { Button } from '../../../ui/button';
import { SectionCard } from '../../../ui/section-card';
import { useTurnOffProfile } from '../api/turn-off-profile';

/**
 * Turning the professional profile off (spec: DELETE account/professional/{id}): asked first; the
 * profile leaves the directory and stops offering services, the account and everything else stay.
 */
export function TurnOffProfile({ profile }: { profile: TOwnProfessionalProfile }) {
  const { t } = useTranslation('professionalDashboard');
  const translate = useTranslateMessage();
  const turnOff = useTurnOffProfile();
  if (!profile.actions.includes('turn-off')) return null;
  const ask = () =>
    usePopupStore.getState().openPopup('confirm', {
      confirm: {
        title: t('turnOff.confirmTitle'),
        body: t('turnOff.confirmBody'),
        confirmLabel: t('turnOff.confirm'),
        onConfirm: async () => {
          try {
            await turnOff.mutateAsync(profile._id);
            snackbar.success(t('turnOff.done'));
          } catch (error) {
            snackbar.error(translate(error instanceof Error ? error.message : undefined));
          }
        },
      },
    });
  return (
    <SectionCard title={t('turnOff.title')} description={t('turnOff.lead')} tone="danger">
      <div>
        <Button type="button" variant="secondary" loading={turnOff.isPending} onClick={ask}>
          {t('turnOff.button')}
        </Button>
      </div>
    </SectionCard>
  );
}
