import { callingCodeOf, formatPhoneAsTyped, joinPhone, phoneCountryOf, splitPhone } from '@app/shared/validation/phone';
import { useState, type Ref } from 'react';
import { SelectField, TextField } from './field';

type CountryOption = { value: string; label: string };

type PhoneFieldProps = {
  label: string;
  /** The country picker's label ("Country code"). */
  countryLabel: string;
  /** Countries to pick from, in the reader's language; those without a calling code are left out. */
  countries: CountryOption[];
  /** The number as the form holds it: E.164 once valid, '+<code> <typed>' before, empty for none. */
  value: string | null | undefined;
  /** The country the number is read in until one is picked (the profile's or the listing's). */
  defaultCountry: string;
  onChange(value: string): void;
  onBlur?(): void;
  error?: string | undefined;
  name?: string;
  ref?: Ref<HTMLInputElement>;
};

/**
 * A phone number: a country picker (its calling code) and the number, formatted for that country
 * as it is typed ('(512) 555-0100' in the US, '07911 123456' in the UK). The form receives the
 * number in E.164 once it is valid, so the shared schema checks and stores it as the server does.
 */
export function PhoneField({ label, countryLabel, countries, value, defaultCountry, onChange, onBlur, error, name, ref }: PhoneFieldProps) {
  const [state, setState] = useState(() => ({ ...splitPhone(value, defaultCountry), sent: value ?? '' }));
  // A value set from outside (a reset, a saved profile loading) replaces what was typed.
  if ((value ?? '') !== state.sent) setState({ ...splitPhone(value, defaultCountry), sent: value ?? '' });
  const send = (country: string, national: string) => {
    const joined = joinPhone(country, national);
    setState({ country, national, sent: joined });
    onChange(joined);
  };
  return (
    <div className="grid grid-cols-[minmax(0,2fr)_minmax(0,3fr)] gap-2">
      <SelectField
        label={countryLabel}
        autoComplete="tel-country-code"
        value={state.country}
        onChange={(event) => send(event.target.value, state.national)}
      >
        {countries
          .filter((country) => phoneCountryOf(country.value))
          .map((country) => (
            <option key={country.value} value={country.value}>
              {`${country.label} +${callingCodeOf(country.value)}`}
            </option>
          ))}
      </SelectField>
      <TextField
        ref={ref}
        name={name}
        type="tel"
        inputMode="tel"
        autoComplete="tel-national"
        label={label}
        maxLength={30}
        error={error}
        value={state.national}
        onBlur={onBlur}
        onChange={(event) => {
          const typed = event.target.value;
          // Deleting keeps the text as it is, so a bracket or dash can be removed.
          const deleting = (event.nativeEvent as InputEvent).inputType?.startsWith('delete');
          send(state.country, deleting ? typed : formatPhoneAsTyped(typed, state.country));
        }}
      />
    </div>
  );
}
