import type { TMyMembership } from '@app/shared/professionals/membership.schema';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useCards } from '../../../lib/payments/get-cards';
import { Button } from '../../../ui/button';
import { FormAlert } from '../../../ui/form-alert';
import { initialChoice, NEW_CARD, PaymentMethodChoice } from '../../../ui/payment-card/payment-method-choice';
import { QueryStatus } from '../../../ui/query-status';
import { SectionCard } from '../../../ui/section-card';
import { useUpdateMembership } from '../api/update-membership';

/**
 * The card renewals charge, chosen from the wallet's saved cards (renewals are charged off-session,
 * so only a saved card can pay them; new cards are added in the wallet).
 */
export function RenewalCard({ membership }: { membership: TMyMembership }) {
  const { t } = useTranslation('professionalDashboard');
  const cards = useCards();
  const update = useUpdateMembership();
  const [chosen, setChosen] = useState<string | null>(null);
  const walletLink = (
    <Link to="/dashboard/wallet" className="font-semibold text-primary-dark underline">
      {t('renewalCard.toWallet')}
    </Link>
  );
  return (
    <SectionCard title={t('renewalCard.title')} description={t('renewalCard.lead')}>
      <QueryStatus query={cards} loading={t('renewalCard.loading')}>
        {(list) => {
          if (!list.length)
            return (
              <p>
                {t('renewalCard.noCards')} {walletLink}
              </p>
            );
          const fallback = initialChoice(list);
          const value = chosen ?? membership.card?._id ?? (fallback === NEW_CARD ? '' : fallback);
          const unchanged = value === membership.card?._id;
          return (
            <form
              className="flex flex-col gap-3"
              onSubmit={(event) => {
                event.preventDefault();
                if (value) update.mutate({ cardId: value }, { onSuccess: () => setChosen(null) });
              }}
            >
              <PaymentMethodChoice
                cards={list}
                value={value}
                onChange={setChosen}
                legend={t('renewalCard.legend')}
                disabled={update.isPending}
              />
              {update.error && <FormAlert message={update.error.message} />}
              <p aria-live="polite" className="text-sm text-green-800">
                {update.isSuccess && unchanged ? t('renewalCard.saved') : ''}
              </p>
              <div className="flex flex-wrap items-center gap-4">
                <Button type="submit" loading={update.isPending} disabled={!value || unchanged}>
                  {t('renewalCard.save')}
                </Button>
                {walletLink}
              </div>
            </form>
          );
        }}
      </QueryStatus>
    </SectionCard>
  );
}
