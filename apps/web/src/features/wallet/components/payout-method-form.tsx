import { FIELD_LIMITS } from '@app/shared/constants/field-limits';
import { PAYOUT_ACCOUNT_TYPES } from '@app/shared/constants/payments';
import { PAYOUT_KINDS } from '@app/shared/payments/payout-methods.schema';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../ui/button';
import { SelectField, TextField } from '../../../ui/field';
import { usePayoutMethodForm, type TPayoutFormValues } from '../hooks/use-payout-method-form';
import { AddressFields, clearForNewCountry } from '../../../ui/address-fields';
import { FocusedFormAlert } from '../../../ui/focused-form-alert';

const LEGEND = 'mb-3 text-base font-semibold text-ink';

/**
 * Add a payout method (spec: payout method screen): the bank account, in the US (routing number,
 * Checking or Savings) or abroad (IBAN and BIC), then the holder and their address.
 */
export function PayoutMethodForm() {
  const { t } = useTranslation('wallet');
  const { form, fieldError, onSubmit, serverError, saving } = usePayoutMethodForm();
  const field = (name: keyof TPayoutFormValues) => ({ ...form.register(name), error: fieldError(name) });
  const abroad = form.watch('kind') === 'iban';
  const digits = { inputMode: 'numeric' as const, autoComplete: 'off' };
  const typeError = fieldError('accountType');
  const typeErrorId = useId();
  return (
    <form noValidate onSubmit={onSubmit} className="flex flex-col gap-5">
      <fieldset>
        <legend className={LEGEND}>{t('payout.bankAccount')}</legend>
        <div className="grid gap-4 sm:grid-cols-2">
          <div className="sm:col-span-2">
            <TextField label={t('payout.name')} autoComplete="name" {...field('name')} />
          </div>
          <div className="sm:col-span-2">
            <SelectField label={t('payout.kind')} {...field('kind')}>
              {PAYOUT_KINDS.map((kind) => (
                <option key={kind} value={kind}>
                  {t(`payout.kinds.${kind}`)}
                </option>
              ))}
            </SelectField>
          </div>
          {abroad ? (
            <>
              <TextField label={t('payout.iban')} autoCapitalize="characters" autoComplete="off" maxLength={42} {...field('iban')} />
              <TextField
                label={t('payout.confirmIban')}
                autoCapitalize="characters"
                autoComplete="off"
                maxLength={42}
                {...field('confirmIban')}
              />
              <TextField
                label={t('payout.bic')}
                hint={t('payout.bicHint')}
                autoCapitalize="characters"
                autoComplete="off"
                maxLength={11}
                {...field('bic')}
              />
            </>
          ) : (
            <>
              <TextField
                label={t('payout.accountNumber')}
                maxLength={FIELD_LIMITS.accountNumberMax}
                {...digits}
                {...field('accountNumber')}
              />
              <TextField
                label={t('payout.confirmAccountNumber')}
                maxLength={FIELD_LIMITS.accountNumberMax}
                {...digits}
                {...field('confirmAccountNumber')}
              />
              <TextField
                label={t('payout.routingNumber')}
                hint={t('payout.routingHint')}
                maxLength={FIELD_LIMITS.routingNumber}
                {...digits}
                {...field('routingNumber')}
              />
              <fieldset aria-describedby={typeError ? typeErrorId : undefined}>
                <legend className="text-sm font-medium text-ink">{t('payout.accountType')}</legend>
                <div className="mt-2 flex gap-6">
                  {PAYOUT_ACCOUNT_TYPES.map((type) => (
                    <label key={type.id} className="flex min-h-11 items-center gap-2 text-sm text-ink">
                      <input type="radio" value={type.id} className="h-4 w-4 accent-primary" {...form.register('accountType')} />
                      {t(`payout.types.${type.id}`)}
                    </label>
                  ))}
                </div>
                {typeError && (
                  <p id={typeErrorId} role="alert" className="text-xs font-medium text-primary-dark">
                    {typeError}
                  </p>
                )}
              </fieldset>
            </>
          )}
        </div>
      </fieldset>
      <fieldset>
        <legend className={LEGEND}>{t('payout.holderAddress')}</legend>
        <div className="mb-4">
          <TextField label={t('payout.holderName')} autoComplete="name" {...field('holderName')} />
        </div>
        <AddressFields
          street={field('address')}
          apt={field('apt')}
          city={field('city')}
          state={field('state')}
          postalCode={field('postalCode')}
          country={field('country')}
          countryValue={form.watch('country')}
          onCountryChange={() => clearForNewCountry(form)}
        />
      </fieldset>
      <FocusedFormAlert message={serverError} />
      <Button type="submit" loading={saving} className="self-start">
        {t('payout.add')}
      </Button>
    </form>
  );
}
