import { PROMOTION } from '@app/shared/constants/membership';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useFormatMoney } from '../../../lib/format/format-money';
import { checkoutPath, useCreateMembershipCheckout } from '../../../lib/memberships/create-membership-checkout';
import { useMembershipPlans } from '../../../lib/memberships/get-membership-plans';
import { useSession } from '../../../lib/session/session-store';
import { Button } from '../../../ui/button';
import { FormAlert } from '../../../ui/form-alert';
import { QueryStatus } from '../../../ui/query-status';
import { SectionCard } from '../../../ui/section-card';
import { SignInPrompt } from './sign-in-prompt';

/** Annual Plus with its price and what it includes; signed in, Buy opens the checkout. */
export function BuyAnnualPlus() {
  const { t } = useTranslation('promotions');
  const session = useSession();
  const formatMoney = useFormatMoney();
  const plans = useMembershipPlans();
  const checkout = useCreateMembershipCheckout();
  const navigate = useNavigate();
  const buy = () =>
    checkout.mutate(
      { plan: PROMOTION.planId, cycle: PROMOTION.billing },
      { onSuccess: (created) => void navigate(checkoutPath(created._id)) },
    );
  return (
    <SectionCard title={t('buy.title')}>
      <QueryStatus query={plans} loading={t('buy.loading')}>
        {(offers) => {
          const plus = offers.find((offer) => offer.plan === PROMOTION.planId);
          if (!plus) return null;
          return (
            <div className="flex flex-col gap-2">
              <p className="text-2xl font-bold tabular-nums text-ink">{t('buy.price', { price: formatMoney(plus.prices.yearly) })}</p>
              <ul className="flex list-disc flex-col gap-1 pl-5 text-ink">
                <li>{t('buy.postalCodes', { codes: plus.postalCodes.yearly ?? 0, growth: plus.postalCodes.growthEvery6Months.yearly })}</li>
                <li>{t('buy.languages')}</li>
                <li>{t('buy.code')}</li>
              </ul>
            </div>
          );
        }}
      </QueryStatus>
      {session.status === 'loading' ? null : session.signedIn ? (
        <div className="flex flex-col items-start gap-3">
          {checkout.error && <FormAlert message={checkout.error.message} />}
          <Button onClick={buy} loading={checkout.isPending}>
            {t('buy.button')}
          </Button>
        </div>
      ) : (
        <SignInPrompt message={t('buy.signIn')} />
      )}
    </SectionCard>
  );
}
