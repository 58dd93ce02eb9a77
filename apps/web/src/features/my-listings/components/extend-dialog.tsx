import { priceFor } from '@app/shared/payments/price-catalogue';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useFormatMoney } from '../../../lib/format/format-money';
import { Button } from '../../../ui/button';
import { Dialog } from '../../../ui/dialog';
import { FormAlert } from '../../../ui/form-alert';
import { useCreatePlanCheckout, type PlanTerm } from '../api/create-plan-checkout';

/** The plan's terms with their catalogue prices (spec section 9: 3 or 6 months). */
const TERMS = [
  { term: 3, price: priceFor('listing-plan-3m') },
  { term: 6, price: priceFor('listing-plan-6m') },
] as const satisfies ReadonlyArray<{ term: PlanTerm; price: unknown }>;

type ExtendDialogProps = { listingId: string; name: string; onClose(): void };

/** Extend Duration: choose 3 or 6 more months at the catalogue price, then pay on the checkout page. */
export function ExtendDialog({ listingId, name, onClose }: ExtendDialogProps) {
  const { t } = useTranslation(['myListings', 'common']);
  const formatMoney = useFormatMoney();
  const navigate = useNavigate();
  const checkout = useCreatePlanCheckout();
  const [term, setTerm] = useState<PlanTerm>(3);
  const onContinue = () => checkout.mutate({ listingId, term }, { onSuccess: (created) => navigate(`/checkout/${created._id}`) });
  return (
    <Dialog
      open
      title={t('extend.title')}
      onClose={onClose}
      actions={
        <>
          <Button variant="outline" onClick={onClose}>
            {t('common:actions.cancel')}
          </Button>
          <Button onClick={onContinue} loading={checkout.isPending}>
            {t('extend.continue')}
          </Button>
        </>
      }
    >
      <div className="flex flex-col gap-4">
        <p>{t('extend.lead', { name })}</p>
        <fieldset className="flex flex-col gap-2">
          <legend className="mb-2 text-sm font-medium text-ink">{t('extend.legend')}</legend>
          {TERMS.map((option) => (
            <label
              key={option.term}
              className="flex min-h-11 cursor-pointer items-center justify-between gap-3 rounded-lg border border-line px-3 py-2 has-[:checked]:border-primary has-[:checked]:bg-primary-light"
            >
              <span className="flex items-center gap-2">
                <input
                  type="radio"
                  name="extend-term"
                  value={option.term}
                  checked={term === option.term}
                  onChange={() => setTerm(option.term)}
                  className="h-4 w-4 accent-primary"
                />
                {t('extend.months', { count: option.term })}
              </span>{' '}
              <span className="font-semibold">{formatMoney(option.price)}</span>
            </label>
          ))}
        </fieldset>
        {checkout.error && <FormAlert message={checkout.error.message} />}
      </div>
    </Dialog>
  );
}
