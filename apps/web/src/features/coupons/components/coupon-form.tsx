import { COUPON_TARGETS, ZCreateCouponRequest, type TCreateCouponRequest } from '@app/shared/coupons/coupons.schema';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../lib/api/api-client';
import { useTranslateMessage } from '../../../lib/i18n/translate-message';
import { Button } from '../../../ui/button';
import { Checkbox, SelectField, TextField } from '../../../ui/field';
import { FormAlert } from '../../../ui/form-alert';
import { useCreateCoupon } from '../api/admin-coupons';

type Draft = {
  code: string;
  kind: 'percent' | 'amount';
  value: string;
  appliesTo: (typeof COUPON_TARGETS)[number];
  validFrom: string;
  validUntil: string;
  maxUses: string;
  oncePerAccount: boolean;
};

const today = () => new Date().toISOString().slice(0, 10);
const blank = (): Draft => ({
  code: '',
  kind: 'percent',
  value: '',
  appliesTo: 'any',
  validFrom: today(),
  validUntil: today(),
  maxUses: '',
  oncePerAccount: true,
});

/** The form as the API takes it: a percent, or dollars typed as 12.50 sent as cents; an empty limit is none. */
function toRequest(draft: Draft): TCreateCouponRequest {
  const value = Number(draft.value);
  return {
    code: draft.code,
    discount: draft.kind === 'percent' ? { kind: 'percent', percentOff: value } : { kind: 'amount', amountOff: Math.round(value * 100) },
    appliesTo: draft.appliesTo,
    validFrom: draft.validFrom,
    validUntil: draft.validUntil,
    maxUses: draft.maxUses.trim() === '' ? null : Number(draft.maxUses),
    oncePerAccount: draft.oncePerAccount,
  };
}

/** Field errors by the form's names ('discount.percentOff' is the value field). */
function fieldOf(path: string): keyof Draft | undefined {
  if (path.startsWith('discount')) return 'value';
  return (['code', 'appliesTo', 'validFrom', 'validUntil', 'maxUses'] as const).find((name) => path === name);
}

/** The admin's new coupon: code, percent or amount off, what for, first and last day, use limit, once per account. */
export function CouponForm() {
  const { t } = useTranslation('coupons');
  const translate = useTranslateMessage();
  const create = useCreateCoupon();
  const [draft, setDraft] = useState<Draft>(blank);
  const [errors, setErrors] = useState<Partial<Record<keyof Draft, string>>>({});
  const [failure, setFailure] = useState('');
  const [created, setCreated] = useState('');
  const set = <K extends keyof Draft>(key: K, value: Draft[K]) => setDraft((now) => ({ ...now, [key]: value }));

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    setFailure('');
    setCreated('');
    const parsed = ZCreateCouponRequest.safeParse(toRequest(draft));
    if (!parsed.success) {
      const found: Partial<Record<keyof Draft, string>> = {};
      for (const issue of parsed.error.issues) {
        const field = fieldOf(issue.path.join('.'));
        if (field && !found[field]) found[field] = translate(issue.message);
      }
      setErrors(found);
      return;
    }
    setErrors({});
    create.mutate(toRequest(draft), {
      onSuccess: (coupon) => {
        setCreated(t('admin.created', { code: coupon.code }));
        setDraft(blank());
      },
      onError: (err) => {
        setFailure(err instanceof ApiError ? err.message : String(err));
        if (err instanceof ApiError && err.fields) {
          const found: Partial<Record<keyof Draft, string>> = {};
          for (const [path, message] of Object.entries(err.fields)) {
            const field = fieldOf(path);
            if (field) found[field] = translate(message);
          }
          setErrors(found);
        }
      },
    });
  };

  return (
    <form
      onSubmit={onSubmit}
      noValidate
      aria-labelledby="new-coupon"
      className="flex flex-col gap-4 rounded-2xl border border-line bg-white p-4 sm:p-6"
    >
      <h2 id="new-coupon" className="text-xl font-bold text-ink">
        {t('admin.newTitle')}
      </h2>
      {failure && <FormAlert message={failure} />}
      {created && (
        <p role="status" className="text-sm font-medium text-ink">
          {created}
        </p>
      )}
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          label={t('admin.code')}
          hint={t('admin.codeHint')}
          value={draft.code}
          onChange={(e) => set('code', e.target.value)}
          error={errors.code}
        />
        <SelectField
          label={t('admin.appliesTo')}
          value={draft.appliesTo}
          onChange={(e) => set('appliesTo', e.target.value as Draft['appliesTo'])}
        >
          {COUPON_TARGETS.map((target) => (
            <option key={target} value={target}>
              {t(`targets.${target}`)}
            </option>
          ))}
        </SelectField>
        <SelectField label={t('admin.kind')} value={draft.kind} onChange={(e) => set('kind', e.target.value as Draft['kind'])}>
          <option value="percent">{t('admin.kinds.percent')}</option>
          <option value="amount">{t('admin.kinds.amount')}</option>
        </SelectField>
        <TextField
          label={draft.kind === 'percent' ? t('admin.percentOff') : t('admin.amountOff')}
          inputMode="decimal"
          value={draft.value}
          onChange={(e) => set('value', e.target.value)}
          error={errors.value}
        />
        <TextField
          label={t('admin.validFrom')}
          type="date"
          value={draft.validFrom}
          onChange={(e) => set('validFrom', e.target.value)}
          error={errors.validFrom}
        />
        <TextField
          label={t('admin.validUntil')}
          type="date"
          value={draft.validUntil}
          onChange={(e) => set('validUntil', e.target.value)}
          error={errors.validUntil}
        />
        <TextField
          label={t('admin.maxUses')}
          hint={t('admin.maxUsesHint')}
          inputMode="numeric"
          value={draft.maxUses}
          onChange={(e) => set('maxUses', e.target.value)}
          error={errors.maxUses}
        />
      </div>
      <Checkbox
        label={t('admin.oncePerAccount')}
        checked={draft.oncePerAccount}
        onChange={(e) => set('oncePerAccount', e.target.checked)}
      />
      <div>
        <Button type="submit" disabled={create.isPending}>
          {t('admin.create')}
        </Button>
      </div>
    </form>
  );
}
