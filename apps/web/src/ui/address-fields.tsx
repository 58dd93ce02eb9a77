import { FIELD_LIMITS } from '@app/shared/constants/field-limits';
import { countryHasPostalCodes, POSTAL_CODE_MAX_LENGTH } from '@app/shared/validation/postal-code';
import { useEffect, useRef, useState, type RefObject } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { SelectField, TextField } from './field';
import { UNITED_STATES, US_STATE_OPTIONS } from '../lib/forms/use-address-options';
import { countryOption, countryOptions } from '../lib/forms/use-profile-options';
import { useRenderingOnServer } from '../lib/session/session-store';
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
  const { t, i18n } = useTranslation('wallet');
  const tag = i18n.resolvedLanguage ?? i18n.language;
  const fields = useRef<HTMLDivElement>(null);
  const countries = useCountryList(tag, countryValue, fields);
  const auto = (token: string) => (billing ? `billing ${token}` : token);
  const stateLabel = t('address.state');
  return (
    <div ref={fields} className="grid gap-4 sm:grid-cols-2" onFocus={countries.listAll}>
      <div className="sm:col-span-2">
        <TextField label={t('address.street')} autoComplete={auto('address-line1')} {...street} />
      </div>
      <TextField label={t('address.apt')} autoComplete={auto('address-line2')} {...apt} />
      <TextField label={t('address.city')} autoComplete={auto('address-level2')} {...city} />
      {countryValue === UNITED_STATES ? (
        <SelectField label={stateLabel} autoComplete={auto('address-level1')} {...state}>
          <option value="">{t('address.chooseState')}</option>
          {US_STATE_OPTIONS.map((option) => (
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
        {countries.options.map((option) => (
          <option key={option.value} value={option.value} suppressHydrationWarning={option.label === null}>
            {option.label ?? ''}
          </option>
        ))}
      </SelectField>
    </div>
  );
}

/**
 * The country choices. Countries are named by the browser's ICU (Intl.DisplayNames), and a
 * server's may name some differently ("Hong Kong SAR China" for "Hong Kong"), so an address the
 * server rendered lists only the country shown, in the HTML and while the app takes the page over
 * (decision 090). The whole list, some 250 names to build, sort and draw, follows when a field of
 * the address is first focused (picking a country, or autofill, starts there), so a phone is not
 * kept busy drawing it while the page loads; a field focused before the app had the address
 * counts too. Until then the country shown keeps the name the server gave it (a null label: its
 * text is left as it is), so taking the page over makes no names at all (the first region names
 * made load the language's locale data, about 60 ms on a throttled phone); a name is made again
 * if the language or the country changes first. An address the browser draws itself lists all at once.
 */
function useCountryList(tag: string, countryValue: string | undefined, fields: RefObject<HTMLDivElement | null>) {
  const inBrowser = useInBrowser();
  const onServer = useRenderingOnServer();
  // What the server drew, when the app is taking this address over.
  const [drawn] = useState(() => (inBrowser || onServer ? null : { tag, countryValue }));
  const [focused, setFocused] = useState(false);
  useEffect(() => {
    // A field focused before the app had the address (its focus event went unseen): list all now.
    if (fields.current?.contains(document.activeElement)) queueMicrotask(() => setFocused(true));
  }, [fields]);
  const listAll = () => setFocused(true);
  const code = countryValue || UNITED_STATES;
  if (inBrowser && (!drawn || focused)) return { options: countryOptions(tag), listAll };
  if (drawn && drawn.tag === tag && drawn.countryValue === countryValue) return { options: [{ value: code, label: null }], listAll };
  return { options: [countryOption(tag, code)].filter((option) => option !== undefined), listAll };
}
