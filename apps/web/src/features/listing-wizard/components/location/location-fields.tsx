import { FIELD_LIMITS } from '@app/shared/constants/field-limits';
import { useFormContext, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { AddressFields } from '../../../../ui/address-fields';
import { UNITED_STATES } from '../../../../lib/forms/use-address-options';
import { useWizard } from '../../wizard-context';
import { PinPicker } from './pin-picker';

/** Postal codes outside the US (the draft schema's limit). */
const FOREIGN_POSTAL_CODE_MAX = 20;

type LocationFieldsProps = { onCountryChange?(country: string): void };

/** The address (US states listed when in the US) and the map pin, for listings and communities. */
export function LocationFields({ onCountryChange }: LocationFieldsProps) {
  const { t } = useTranslation('listingWizard');
  const { register, setValue, getValues } = useFormContext();
  const { errorFor } = useWizard();
  const country = useWatch({ name: 'address.country' }) as string | undefined;
  const field = (part: string) => ({ ...register(`address.${part}`), error: errorFor(`address.${part}`) });
  return (
    <fieldset className="flex flex-col gap-4 rounded-xl border border-line p-4">
      <legend className="px-1 text-base font-semibold text-ink">{t('basics.sections.location')}</legend>
      <AddressFields
        alwaysPostalCode
        street={field('street')}
        apt={field('apt')}
        city={field('city')}
        state={field('state')}
        postalCode={{ ...field('zip'), maxLength: country === UNITED_STATES ? FIELD_LIMITS.postalCode : FOREIGN_POSTAL_CODE_MAX }}
        country={field('country')}
        countryValue={country}
        onCountryChange={() => {
          setValue('address.state', '', { shouldDirty: true });
          onCountryChange?.(getValues('address.country') as string);
        }}
      />
      <PinPicker />
    </fieldset>
  );
}
