import { FIELD_LIMITS } from '@app/shared/constants/field-limits';
import { countryHasPostalCodes, POSTAL_CODE_MAX_LENGTH } from '@app/shared/validation/postal-code';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { SelectField, TextField } from './field';
import { UNITED_STATES, useAddressOptions } from '../lib/forms/use-address-options';
import { useInBrowser } from '../lib/visitor/visitor';

/** A registered form field with its translated error. */
export type RegisteredField = UseFormRegisterReturn & { error?: string | undefined };

type AddressFieldsProps = {
  street: RegisteredField;
  apt: RegisteredField;
  city: RegisteredField;
  state: RegisteredField;
  postalCode: RegisteredField;
  country: RegisteredField;
  /** The chosen country code: the United States gets its list of states, elsewhere free text. */
  countryValue: string | undefined;
  /** Called after the country changes, to empty the state (a US state means nothing elsewhere) and a postal code it does not have. */
  onCountryChange(): void;
  /** A card's billing address, so browsers offer the billing one when filling it in. */
  billing?: boolean;
  /** Show the postal code even where the country has none (the listing address still asks for one). */
  alwaysPostalCode?: boolean;
};

/** A form whose address fields sit at its top level (card billing, payout holder, company, order). */
type AddressForm = {
  setValue(name: 'state' | 'postalCode', value: string): void;
  getValues(name: 'country'): string;
};

/** After the country changes: empty the state, and the postal code where the new country has none. */
export function clearForNewCountry(form: AddressForm) {
  form.setValue('state', '');
  if (!countryHasPostalCodes(form.getValues('country'))) form.setValue('postalCode', '');
}

/**
 * Street, apartment/suite, city, state/province, postal code and country (card billing and payout
 * holder). The postal code follows the country: a 5-digit ZIP code in the US, the country's own
 * format elsewhere, no field where the country has no postal codes.
 */
export function AddressFields({
  street,
  apt,
  city,
  state,
  postalCode,
  country,
  countryValue,
  onCountryChange,
  billing = false,
  alwaysPostalCode = false,
}: AddressFieldsProps) {
  const { t } = useTranslation('wallet');
  const options = useAddressOptions();
  // Countries are named by the browser (Intl.DisplayNames), and a server's own ICU names some
  // differently ("Hong Kong SAR China" for "Hong Kong"). A page rendered on the server, and the
  // browser's take-over of it, list only the country shown (decision 090); the whole list follows at once.
  const inBrowser = useInBrowser();
  const shown = countryValue || options.countries[0]?.value;
  const countries = inBrowser ? options.countries : options.countries.filter((option) => option.value === shown);
  const auto = (token: string) => (billing ? `billing ${token}` : token);
  const stateLabel = t('address.state');
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <div className="sm:col-span-2">
        <TextField label={t('address.street')} autoComplete={auto('address-line1')} {...street} />
      </div>
      <TextField label={t('address.apt')} autoComplete={auto('address-line2')} {...apt} />
      <TextField label={t('address.city')} autoComplete={auto('address-level2')} {...city} />
      {countryValue === UNITED_STATES ? (
        <SelectField label={stateLabel} autoComplete={auto('address-level1')} {...state}>
          <option value="">{t('address.chooseState')}</option>
          {options.usStates.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </SelectField>
      ) : (
        <TextField label={stateLabel} autoComplete={auto('address-level1')} {...state} />
      )}
      {countryValue === UNITED_STATES ? (
        <TextField
          label={t('address.postalCode')}
          inputMode="numeric"
          maxLength={FIELD_LIMITS.postalCode}
          autoComplete={auto('postal-code')}
          {...postalCode}
        />
      ) : alwaysPostalCode || (countryValue && countryHasPostalCodes(countryValue)) ? (
        <TextField
          label={t('address.postalCodeAbroad')}
          autoCapitalize="characters"
          maxLength={POSTAL_CODE_MAX_LENGTH}
          autoComplete={auto('postal-code')}
          {...postalCode}
        />
      ) : null}
      <SelectField
        label={t('address.country')}
        autoComplete={auto('country')}
        {...country}
        onChange={async (event) => {
          // The form takes the new country at once and validates after; the state is emptied before
          // that wait, so what is typed next into it (quickly, or by autofill) is never wiped.
          const validated = country.onChange(event);
          onCountryChange();
          await validated;
        }}
      >
        {countries.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </SelectField>
    </div>
  );
}
