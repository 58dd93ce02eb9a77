import type { TMyMembership } from '@app/shared/professionals/membership.schema';
import { useTranslation } from 'react-i18next';
import { FormAlert } from '../../../ui/form-alert';
import { useUpdateMembership } from '../api/update-membership';

/**
 * Auto-renew as a switch. The server's transitions decide whether it may change now (turning it
 * off leads the membership to expire at the period's end; an expired one has no switch).
 */
export function AutoRenewToggle({ membership }: { membership: TMyMembership }) {
  const { t } = useTranslation('professionalDashboard');
  const update = useUpdateMembership();
  const action = membership.autoRenew ? 'turn-off-auto-renew' : 'turn-on-auto-renew';
  const canChange = membership.actions.includes(action);
  return (
    <div className="flex flex-col gap-2">
      <div className="flex flex-wrap items-center gap-3">
        <label className="inline-flex items-center gap-3">
          <input
            type="checkbox"
            role="switch"
            checked={membership.autoRenew}
            disabled={!canChange || update.isPending}
            aria-describedby="auto-renew-hint"
            onChange={(event) => update.mutate({ autoRenew: event.target.checked })}
            className="h-5 w-5 accent-primary"
          />
          <span>{t('membership.autoRenewLabel')}</span>
        </label>
        <span aria-live="polite" className="text-sm font-semibold">
          {update.isPending ? t('membership.saving') : membership.autoRenew ? t('membership.on') : t('membership.off')}
        </span>
      </div>
      <p id="auto-renew-hint" className="text-sm text-muted">
        {membership.autoRenew ? t('membership.autoRenewOnHint') : t('membership.autoRenewOffHint')}
      </p>
      {update.error && <FormAlert message={update.error.message} />}
    </div>
  );
}
