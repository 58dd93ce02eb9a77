import { ZAdminReason } from '@app/shared/admin/admin.schema';
import type { TAdminPaymentDetail } from '@app/shared/admin/admin-payments.schema';
import { majorToMinor } from '@app/shared/domain/money';
import { currencyMinorDigits } from '@app/shared/reference/currencies';
import { useId, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../../lib/api/api-client';
import { useFormatMoney } from '../../../../lib/format/format-money';
import { useTranslateMessage } from '../../../../lib/i18n/translate-message';
import { snackbar } from '../../../../lib/snackbar/snackbar-store';
import { Button } from '../../../../ui/button';
import { Dialog } from '../../../../ui/dialog';
import { TextArea, TextField } from '../../../../ui/field';
import { FormAlert } from '../../../../ui/form-alert';
import { useRefundPayment } from '../api/payments';

/** The amount typed, in minor units; undefined when it is not a plain amount of this currency. */
export function parseAmount(text: string, currency: string): number | undefined {
  const digits = currencyMinorDigits(currency);
  const pattern = digits > 0 ? new RegExp(`^\\d+(\\.\\d{1,${digits}})?$`) : /^\d+$/;
  const plain = text.trim().replace(/,/g, '');
  return pattern.test(plain) ? majorToMinor(Number(plain), currency) : undefined;
}

/**
 * Refund a payment in full (amount left empty) or in part, with why; a confirmation says what will
 * happen first. One idempotency key per refund meant: a double click or a retry after a lost answer
 * refunds once, a new amount or reason is a new refund. Input stays on an error.
 */
export function RefundForm({ payment }: { payment: TAdminPaymentDetail }) {
  const { t } = useTranslation('admin');
  const formatMoney = useFormatMoney();
  const translate = useTranslateMessage();
  const refund = useRefundPayment();
  const headingId = useId();
  const [amountText, setAmountText] = useState('');
  const [why, setWhy] = useState('');
  const [errors, setErrors] = useState<{ amount?: string; why?: string }>({});
  const [failure, setFailure] = useState('');
  const [confirming, setConfirming] = useState<{ amount: number; why: string } | null>(null);
  const key = useRef<string | null>(null);
  const left = payment.refundable;

  const edit = (set: (value: string) => void) => (event: { target: { value: string } }) => {
    key.current = null;
    set(event.target.value);
  };
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const amount = amountText.trim() === '' ? left.amount : parseAmount(amountText, left.currency);
    const reason = ZAdminReason.safeParse(why);
    const next = {
      ...(amount === undefined || amount <= 0 || amount > left.amount
        ? { amount: t('refund.amountInvalid', { left: formatMoney(left) }) }
        : {}),
      ...(reason.success ? {} : { why: translate(reason.error.issues[0]?.message) }),
    };
    setErrors(next);
    if (amount !== undefined && reason.success && !next.amount) setConfirming({ amount, why: reason.data });
  };
  const onConfirm = async () => {
    if (!confirming) return;
    key.current ??= crypto.randomUUID();
    setFailure('');
    try {
      await refund.mutateAsync({
        id: payment._id,
        idempotencyKey: key.current,
        why: confirming.why,
        ...(confirming.amount === left.amount ? {} : { amount: confirming.amount }),
      });
      snackbar.success(t('refund.done', { amount: formatMoney({ amount: confirming.amount, currency: left.currency }) }));
      key.current = null;
      setAmountText('');
      setWhy('');
    } catch (error) {
      setFailure(error instanceof ApiError ? error.message : String(error));
      if (error instanceof ApiError && error.fields?.why) setErrors({ why: translate(error.fields.why) });
    } finally {
      setConfirming(null);
    }
  };

  if (left.amount <= 0)
    return (
      <section aria-labelledby={headingId} className="rounded-2xl border border-line bg-white p-4">
        <h2 id={headingId} className="text-lg font-bold text-ink">
          {t('refund.title')}
        </h2>
        <p className="mt-2 text-sm text-muted">{t('refund.nothingLeft')}</p>
      </section>
    );

  return (
    <section aria-labelledby={headingId} className="rounded-2xl border border-line bg-white p-4">
      <h2 id={headingId} className="text-lg font-bold text-ink">
        {t('refund.title')}
      </h2>
      <form onSubmit={onSubmit} noValidate className="mt-3 flex flex-col gap-3">
        {failure && <FormAlert message={failure} />}
        <TextField
          label={t('refund.amount', { currency: left.currency })}
          hint={t('refund.amountHint', { left: formatMoney(left) })}
          inputMode="decimal"
          value={amountText}
          onChange={edit(setAmountText)}
          error={errors.amount}
        />
        <TextArea
          label={t('refund.why')}
          hint={t('refund.whyHint')}
          value={why}
          onChange={edit(setWhy)}
          error={errors.why}
          required
          maxLength={1000}
        />
        <div>
          <Button type="submit">{t('refund.submit')}</Button>
        </div>
      </form>
      {confirming && (
        <Dialog
          open
          title={t('refund.confirmTitle')}
          onClose={() => setConfirming(null)}
          actions={
            <>
              <Button variant="ghost" onClick={() => setConfirming(null)}>
                {t('refund.back')}
              </Button>
              <Button loading={refund.isPending} onClick={() => void onConfirm()}>
                {t('refund.confirm', { amount: formatMoney({ amount: confirming.amount, currency: left.currency }) })}
              </Button>
            </>
          }
        >
          <p className="text-sm text-ink">
            {t(confirming.amount === left.amount ? 'refund.confirmAll' : 'refund.confirmPart', {
              amount: formatMoney({ amount: confirming.amount, currency: left.currency }),
              total: formatMoney(payment.amount),
              email: payment.payerEmail,
            })}
          </p>
          <p className="mt-2 text-sm text-muted">{t('refund.confirmWhy', { why: confirming.why })}</p>
        </Dialog>
      )}
    </section>
  );
}
