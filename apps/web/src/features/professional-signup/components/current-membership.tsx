import type { TMyMembership } from '@app/shared/professionals/membership.schema';
import { useTranslation } from 'react-i18next';
import { useFormatDay } from '../../../lib/format/format-date';

/** The membership already running: plan, cycle, status and the end of the period paid for. */
export function CurrentMembership({ membership }: { membership: TMyMembership }) {
  const { t } = useTranslation('professionalSignup');
  const formatDay = useFormatDay();
  return (
    <p role="status" className="rounded-lg bg-surface px-4 py-3 text-sm text-ink">
      {t('plan.current', {
        plan: t(`plan.names.${membership.plan}`),
        cycle: t(`plan.cycles.${membership.cycle}`),
        status: t(`plan.statuses.${membership.status}`),
        until: formatDay(membership.currentPeriodEnd),
      })}
    </p>
  );
}
