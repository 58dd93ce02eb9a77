import type { TBillingPeriod } from '@app/shared/constants/membership';
import type { TMembershipPlanOffer } from '@app/shared/professionals/membership.schema';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useFormatMoney } from '../../../lib/format/format-money';
import { languageKeyOf } from '../model/plan-choice';

type PlanCardProps = { offer: TMembershipPlanOffer; cycle: TBillingPeriod; checked: boolean; onChoose(): void };

/**
 * One plan as a radio choice: our price for the cycle, the postal codes it allows and how that
 * grows, the spec's coverage copy, and the languages the profile is published in.
 */
export function PlanCard({ offer, cycle, checked, onChoose }: PlanCardProps) {
  const { t } = useTranslation(['professionalSignup', 'accounts']);
  const formatMoney = useFormatMoney();
  const detailsId = useId();
  const nameId = useId();
  const start = offer.postalCodes[cycle];
  const growth = offer.postalCodes.growthEvery6Months[cycle];
  return (
    <label
      className={`flex cursor-pointer flex-col gap-2 rounded-xl border p-4 ${checked ? 'border-primary ring-2 ring-primary/40' : 'border-line'}`}
    >
      <span className="flex items-center gap-3">
        <input
          type="radio"
          name="membership-plan"
          value={offer.plan}
          checked={checked}
          onChange={onChoose}
          aria-labelledby={nameId}
          aria-describedby={detailsId}
          className="h-5 w-5 accent-primary"
        />
        <span id={nameId} className="text-lg font-bold text-ink">
          {t(`plan.names.${offer.plan}`)}
        </span>
      </span>
      <span id={detailsId} className="flex flex-col gap-1 text-sm text-ink">
        <span className="text-xl font-semibold">
          {t(cycle === 'yearly' ? 'plan.pricePerYear' : 'plan.pricePerMonth', { price: formatMoney(offer.prices[cycle]) })}
        </span>
        <span>
          {start === null
            ? t('plan.unlimited')
            : growth > 0
              ? t('plan.allowanceGrowing', { count: start, growth })
              : t('plan.allowance', { count: start })}
        </span>
        <span className="text-muted">{t('plan.coverage', { count: offer.coverage.postalCodes, miles: offer.coverage.radiusMiles })}</span>
        <span className="text-muted">
          {t('plan.languages', {
            languages: offer.translationLocales.map((locale) => t(`accounts:languages.${languageKeyOf(locale)}`)).join(', '),
          })}
        </span>
        {cycle === 'yearly' && offer.buyOneGetOne.yearly && (
          <span className="font-semibold text-primary-dark">{t('plan.buyOneGetOne')}</span>
        )}
      </span>
    </label>
  );
}
