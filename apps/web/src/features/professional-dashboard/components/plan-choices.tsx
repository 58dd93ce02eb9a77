import { BILLING_CYCLES, type TMembershipPlanOffer } from '@app/shared/professionals/membership.schema';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useFormatMoney } from '../../../lib/format/format-money';
import { checkoutPath, useCreateMembershipCheckout } from '../../../lib/memberships/create-membership-checkout';
import { useMembershipPlans } from '../../../lib/memberships/get-membership-plans';
import { Button } from '../../../ui/button';
import { FormAlert } from '../../../ui/form-alert';
import { QueryStatus } from '../../../ui/query-status';
import { SectionCard } from '../../../ui/section-card';

type TBillingCycle = (typeof BILLING_CYCLES)[number];

function PlanCard({
  offer,
  cycle,
  onChoose,
  busy,
}: {
  offer: TMembershipPlanOffer;
  cycle: TBillingCycle;
  onChoose(): void;
  busy: boolean;
}) {
  const { t } = useTranslation('professionalDashboard');
  const formatMoney = useFormatMoney();
  const start = offer.postalCodes[cycle];
  const growth = offer.postalCodes.growthEvery6Months[cycle];
  const name = t(`plans.${offer.plan}`);
  return (
    <li className="flex flex-col gap-2 rounded-xl border border-line p-4">
      <h3 className="text-lg font-bold text-ink">{name}</h3>
      <p className="text-2xl font-bold tabular-nums text-ink">
        {t(`plansSection.price.${cycle}`, { price: formatMoney(offer.prices[cycle]) })}
      </p>
      <ul className="flex list-disc flex-col gap-1 pl-5 text-sm text-ink">
        <li>{start === null ? t('plansSection.unlimited') : t('plansSection.postalCodes', { codes: start, growth })}</li>
        <li>{t('plansSection.coverage', { codes: offer.coverage.postalCodes, miles: offer.coverage.radiusMiles })}</li>
        <li>{t('plansSection.languages', { languages: offer.translationLocales.map((locale) => t(`languages.${locale}`)).join(', ') })}</li>
        {cycle === 'yearly' && offer.buyOneGetOne.yearly && <li className="font-semibold">{t('plansSection.bogo')}</li>}
      </ul>
      <Button className="mt-auto" onClick={onChoose} loading={busy} aria-label={t('plansSection.chooseNamed', { plan: name })}>
        {t('plansSection.choose')}
      </Button>
    </li>
  );
}

/**
 * The four plans, monthly or yearly, with their prices: choosing one opens the checkout. While a
 * membership runs the server refuses another ('Paid memberships cannot be changed at this moment.').
 */
export function PlanChoices({ running }: { running: boolean }) {
  const { t } = useTranslation('professionalDashboard');
  const plans = useMembershipPlans();
  const checkout = useCreateMembershipCheckout();
  const navigate = useNavigate();
  const [cycle, setCycle] = useState<TBillingCycle>('monthly');
  const [choosing, setChoosing] = useState<string | null>(null);
  const choose = (plan: TMembershipPlanOffer['plan']) => {
    setChoosing(plan);
    checkout.mutate({ plan, cycle }, { onSuccess: (created) => void navigate(checkoutPath(created._id)) });
  };
  return (
    <SectionCard title={running ? t('plansSection.changeTitle') : t('plansSection.title')} description={t('plansSection.lead')}>
      <fieldset className="flex flex-wrap gap-4">
        <legend className="sr-only">{t('plansSection.cycleLegend')}</legend>
        {BILLING_CYCLES.map((value) => (
          <label key={value} className="inline-flex min-h-11 items-center gap-2">
            <input
              type="radio"
              name="membership-cycle"
              value={value}
              checked={cycle === value}
              onChange={() => setCycle(value)}
              className="h-4 w-4 accent-primary"
            />
            {t(`plansSection.cycles.${value}`)}
          </label>
        ))}
      </fieldset>
      {checkout.error && <FormAlert message={checkout.error.message} />}
      <QueryStatus query={plans} loading={t('plansSection.loading')}>
        {(offers) => (
          <ul className="grid gap-4 sm:grid-cols-2">
            {offers.map((offer) => (
              <PlanCard
                key={offer.plan}
                offer={offer}
                cycle={cycle}
                busy={checkout.isPending && choosing === offer.plan}
                onChoose={() => choose(offer.plan)}
              />
            ))}
          </ul>
        )}
      </QueryStatus>
    </SectionCard>
  );
}
