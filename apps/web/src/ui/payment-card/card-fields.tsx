import { FIELD_LIMITS } from '@app/shared/constants/field-limits';
import { groupCardNumber } from '@app/shared/validation/card';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { TextField } from '../field';
import type { CardFormState, TCardFormValues } from './use-card-form';
import { AddressFields, clearForNewCountry } from '../address-fields';
import { formatExpiryInput, isDeletion, reformatInput } from './card-input-format';

// 19 digits and the 4 spaces of their groups of four.
const GROUPED_NUMBER_MAX = FIELD_LIMITS.cardNumberMax + 4;
const LEGEND = 'mb-3 text-base font-semibold text-ink';

type CardFieldsProps = Pick<CardFormState, 'form' | 'fieldError'> & {
  /** Stripe's own card field, in place of the number, expiry and security code inputs (Stripe configured). */
  cardInputs?: ReactNode;
};

/** The card and its billing address (spec section 3: Payment > Card), for the wallet and checkout. */
export function CardFields({ form, fieldError, cardInputs }: CardFieldsProps) {
  const { t } = useTranslation('wallet');
  const field = (name: keyof TCardFormValues) => ({ ...form.register(name), error: fieldError(name) });
  const number = field('number');
  const expiry = field('expiry');
  return (
    <>
      <fieldset>
        <legend className={LEGEND}>{t('cardForm.card')}</legend>
        <div className="grid gap-4 sm:grid-cols-2">
          <div className="sm:col-span-2">
            <TextField label={t('cardForm.cardholderName')} autoComplete="cc-name" {...field('cardholderName')} />
          </div>
          {cardInputs ?? (
            <>
              <div className="sm:col-span-2">
                <TextField
                  label={t('cardForm.number')}
                  inputMode="numeric"
                  autoComplete="cc-number"
                  maxLength={GROUPED_NUMBER_MAX}
                  placeholder={t('cardForm.numberPlaceholder')}
                  {...number}
                  onChange={(event) => {
                    reformatInput(event.target, groupCardNumber);
                    return number.onChange(event);
                  }}
                />
              </div>
              <TextField
                label={t('cardForm.expiry')}
                hint={t('cardForm.expiryHint')}
                inputMode="numeric"
                autoComplete="cc-exp"
                maxLength={FIELD_LIMITS.expiryMax}
                placeholder={t('cardForm.expiryPlaceholder')}
                {...expiry}
                onChange={(event) => {
                  const deleting = isDeletion(event);
                  reformatInput(event.target, (value) => formatExpiryInput(value, deleting));
                  return expiry.onChange(event);
                }}
              />
              <TextField
                label={t('cardForm.securityCode')}
                hint={t('cardForm.securityCodeHint')}
                inputMode="numeric"
                autoComplete="cc-csc"
                maxLength={FIELD_LIMITS.securityCodeMax}
                {...field('securityCode')}
              />
            </>
          )}
        </div>
      </fieldset>
      <fieldset>
        <legend className={LEGEND}>{t('cardForm.billingAddress')}</legend>
        <AddressFields
          billing
          street={field('street')}
          apt={field('apt')}
          city={field('city')}
          state={field('state')}
          postalCode={field('postalCode')}
          country={field('country')}
          countryValue={form.watch('country')}
          onCountryChange={() => clearForNewCountry(form)}
        />
      </fieldset>
    </>
  );
}
