import { MESSAGES } from '@app/shared/messages/messages';
import type { TMyMembership } from '@app/shared/professionals/membership.schema';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useFormatMoney } from '../../../lib/format/format-money';
import { Button } from '../../../ui/button';
import { FormAlert } from '../../../ui/form-alert';
import { checkoutPath, useCreateMembershipCheckout } from '../../../lib/memberships/create-membership-checkout';
import { useMembershipPlans } from '../../../lib/memberships/get-membership-plans';
import { CurrentMembership } from '../components/current-membership';
import type { TPlanChoice } from '../model/plan-choice';

type PaymentStepProps = { choice: TPlanChoice; membership: TMyMembership | null };

/**
 * Step 4, Payment: the chosen plan and its price, paid with a wallet card on the checkout page
 * (kind membership-plan), which leads back to the postal codes step. With a membership already
 * running the server refuses a change: 'Paid memberships cannot be changed at this moment.'
 */
export function PaymentStep({ choice, membership }: PaymentStepProps) {
  const { t } = useTranslation('professionalSignup');
  const formatMoney = useFormatMoney();
  const navigate = useNavigate();
  const plans = useMembershipPlans();
  const checkout = useCreateMembershipCheckout();
  const [error, setError] = useState('');
  const offer = plans.data?.find((candidate) => candidate.plan === choice.plan);
  const alreadyPaid = membership !== null && membership.plan === choice.plan && membership.cycle === choice.cycle;
  const pay = async () => {
    setError('');
    try {
      const opened = await checkout.mutateAsync(choice);
      await navigate(checkoutPath(opened._id));
    } catch (failure) {
      setError(failure instanceof Error ? failure.message : MESSAGES.somethingWentWrong);
    }
  };
  const plan = t(`plan.names.${choice.plan}`);
  return (
    <div className="flex flex-col gap-5">
      {membership && <CurrentMembership membership={membership} />}
      {alreadyPaid ? (
        <p className="text-ink">{t('payment.alreadyPaid', { plan })}</p>
      ) : (
        <>
          <dl className="grid grid-cols-[auto_1fr] gap-x-6 gap-y-2 rounded-xl border border-line p-4 text-sm">
            <dt className="font-medium text-muted">{t('payment.plan')}</dt>
            <dd className="text-ink">{t('payment.planAndCycle', { plan, cycle: t(`plan.cycles.${choice.cycle}`) })}</dd>
            <dt className="font-medium text-muted">{t('payment.price')}</dt>
            <dd className="text-ink">{offer ? formatMoney(offer.prices[choice.cycle]) : '…'}</dd>
          </dl>
          <p className="text-sm text-muted">{t(choice.cycle === 'yearly' ? 'payment.renewsYearly' : 'payment.renewsMonthly')}</p>
          <FormAlert message={error} />
          <Button className="self-start" loading={checkout.isPending} onClick={() => void pay()}>
            {t('payment.pay', { plan })}
          </Button>
        </>
      )}
    </div>
  );
}
