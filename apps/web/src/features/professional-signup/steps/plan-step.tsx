import { BILLING_CYCLES, type TMyMembership } from '@app/shared/professionals/membership.schema';
import { useTranslation } from 'react-i18next';
import { QueryStatus } from '../../../ui/query-status';
import { useMembershipPlans } from '../../../lib/memberships/get-membership-plans';
import { CurrentMembership } from '../components/current-membership';
import { PlanCard } from '../components/plan-card';
import type { TPlanChoice } from '../model/plan-choice';

type PlanStepProps = { choice: TPlanChoice; membership: TMyMembership | null; onChoose(choice: TPlanChoice): void };

/**
 * Step 3, Membership plan: Basic, Standard, Plus or Premium, monthly or yearly, with our prices
 * (GET memberships/plans) shown before paying, each with its postal codes and coverage copy.
 */
export function PlanStep({ choice, membership, onChoose }: PlanStepProps) {
  const { t } = useTranslation('professionalSignup');
  const plans = useMembershipPlans();
  return (
    <div className="flex flex-col gap-6">
      {membership && <CurrentMembership membership={membership} />}
      <fieldset className="flex flex-col gap-2">
        <legend className="text-sm font-medium text-ink">{t('plan.billing')}</legend>
        <div className="flex flex-wrap gap-4">
          {BILLING_CYCLES.map((cycle) => (
            <label key={cycle} className="flex min-h-11 items-center gap-2 text-sm text-ink">
              <input
                type="radio"
                name="billing-cycle"
                value={cycle}
                checked={choice.cycle === cycle}
                onChange={() => onChoose({ ...choice, cycle })}
                className="h-5 w-5 accent-primary"
              />
              {t(`plan.cycles.${cycle}`)}
            </label>
          ))}
        </div>
        <p className="text-xs text-muted">{t('plan.yearlyNote')}</p>
      </fieldset>
      <QueryStatus query={plans} loading={t('plan.loading')}>
        {(offers) => (
          <fieldset>
            <legend className="mb-3 text-sm font-medium text-ink">{t('plan.choose')}</legend>
            <div className="grid gap-4 md:grid-cols-2">
              {offers.map((offer) => (
                <PlanCard
                  key={offer.plan}
                  offer={offer}
                  cycle={choice.cycle}
                  checked={choice.plan === offer.plan}
                  onChoose={() => onChoose({ ...choice, plan: offer.plan })}
                />
              ))}
            </div>
            <p className="mt-3 text-xs text-muted">{t('plan.allowanceNote')}</p>
          </fieldset>
        )}
      </QueryStatus>
    </div>
  );
}
