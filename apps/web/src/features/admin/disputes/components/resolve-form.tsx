import { ZAdminReason } from '@app/shared/admin/admin.schema';
import type { TAdminDisputeDetail } from '@app/shared/admin/admin-disputes.schema';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../../lib/api/api-client';
import { useFormatMoney } from '../../../../lib/format/format-money';
import { useTranslateMessage } from '../../../../lib/i18n/translate-message';
import { snackbar } from '../../../../lib/snackbar/snackbar-store';
import { Button } from '../../../../ui/button';
import { Dialog } from '../../../../ui/dialog';
import { TextArea, TextField } from '../../../../ui/field';
import { FormAlert } from '../../../../ui/form-alert';
import { RadioFieldset } from '../../../../ui/radio-fieldset';
import { parseAmount } from '../../payments/components/refund-form';
import { useResolveDispute } from '../api/disputes';

type Outcome = 'no-refund' | 'refund';

/** Resolve a dispute with a refund (all that is left, or part) or without, and why, which both parties read; confirmed first. */
export function ResolveForm({ dispute }: { dispute: TAdminDisputeDetail }) {
  const { t } = useTranslation('admin');
  const formatMoney = useFormatMoney();
  const translate = useTranslateMessage();
  const resolve = useResolveDispute(dispute._id);
  const left = dispute.refundable;
  const [outcome, setOutcome] = useState<Outcome>('no-refund');
  const [amountText, setAmountText] = useState('');
  const [why, setWhy] = useState('');
  const [errors, setErrors] = useState<{ amount?: string; why?: string }>({});
  const [failure, setFailure] = useState('');
  const [confirming, setConfirming] = useState<{ refund: number; why: string } | null>(null);

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const refund = outcome === 'no-refund' ? 0 : amountText.trim() === '' ? left.amount : parseAmount(amountText, left.currency);
    const reason = ZAdminReason.safeParse(why);
    const amountBad = outcome === 'refund' && (refund === undefined || refund <= 0 || refund > left.amount);
    setErrors({
      ...(amountBad ? { amount: t('refund.amountInvalid', { left: formatMoney(left) }) } : {}),
      ...(reason.success ? {} : { why: translate(reason.error.issues[0]?.message) }),
    });
    if (!amountBad && refund !== undefined && reason.success) setConfirming({ refund, why: reason.data });
  };
  const onConfirm = async () => {
    if (!confirming) return;
    setFailure('');
    try {
      await resolve.mutateAsync(confirming);
      snackbar.success(t('dispute.done', { number: dispute.orderNumber }));
    } catch (error) {
      setFailure(error instanceof ApiError ? error.message : String(error));
    } finally {
      setConfirming(null);
    }
  };

  return (
    <section aria-labelledby="resolve-heading" className="rounded-2xl border border-line bg-white p-4">
      <h2 id="resolve-heading" className="text-lg font-bold text-ink">
        {t('dispute.resolveTitle')}
      </h2>
      <form onSubmit={onSubmit} noValidate className="mt-3 flex flex-col gap-3">
        {failure && <FormAlert message={failure} />}
        <RadioFieldset
          legend={t('dispute.outcome')}
          options={[
            { value: 'no-refund', label: t('dispute.outcomes.no-refund') },
            { value: 'refund', label: t('dispute.outcomes.refund', { left: formatMoney(left) }), disabled: left.amount <= 0 },
          ]}
          value={outcome}
          onChange={(value) => setOutcome(value as Outcome)}
        />
        {outcome === 'refund' && (
          <TextField
            label={t('refund.amount', { currency: left.currency })}
            hint={t('refund.amountHint', { left: formatMoney(left) })}
            inputMode="decimal"
            value={amountText}
            onChange={(event) => setAmountText(event.target.value)}
            error={errors.amount}
          />
        )}
        <TextArea
          label={t('dispute.why')}
          hint={t('dispute.whyHint')}
          value={why}
          onChange={(event) => setWhy(event.target.value)}
          error={errors.why}
          required
          maxLength={1000}
        />
        <div>
          <Button type="submit">{t('dispute.submit')}</Button>
        </div>
      </form>
      {confirming && (
        <Dialog
          open
          title={t('dispute.confirmTitle')}
          onClose={() => setConfirming(null)}
          actions={
            <>
              <Button variant="ghost" onClick={() => setConfirming(null)}>
                {t('refund.back')}
              </Button>
              <Button loading={resolve.isPending} onClick={() => void onConfirm()}>
                {t('dispute.confirm')}
              </Button>
            </>
          }
        >
          <p className="text-sm text-ink">
            {confirming.refund > 0
              ? t('dispute.confirmRefund', {
                  amount: formatMoney({ amount: confirming.refund, currency: left.currency }),
                  email: dispute.customer.email,
                })
              : t('dispute.confirmNoRefund')}
          </p>
          <p className="mt-2 text-sm text-muted">{t('refund.confirmWhy', { why: confirming.why })}</p>
        </Dialog>
      )}
    </section>
  );
}
