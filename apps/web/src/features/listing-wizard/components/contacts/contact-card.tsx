import { DEFAULT_COUNTRY } from '@app/shared/constants/locale';
import { Controller, useFormContext, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../../ui/button';
import { TextField } from '../../../../ui/field';
import { PhoneField } from '../../../../ui/phone-field';
import { useProfileOptions } from '../../../../lib/forms/use-profile-options';
import { useWizard } from '../../wizard-context';

type ContactCardProps = {
  /** The contact kind's name in the reader's language. */
  label: string;
  /** Where the contact is in the draft's list; -1 when not added. */
  index: number;
  onAdd(): void;
  onRemove(): void;
};

/**
 * One listing contact kind: add it, then company, officer, phone (a country, the listing's by
 * default, and the number formatted for it as typed) and email.
 */
export function ContactCard({ label, index, onAdd, onRemove }: ContactCardProps) {
  const { t } = useTranslation('listingWizard');
  const { register, control } = useFormContext();
  const { errorFor } = useWizard();
  const { countries } = useProfileOptions();
  const listingCountry = (useWatch({ name: 'address.country' }) as string | undefined) ?? DEFAULT_COUNTRY;
  const path = `contacts.${index}`;
  const field = (name: string) => ({ ...register(`${path}.${name}`), error: errorFor(`${path}.${name}`) });
  return (
    <fieldset className="flex flex-col gap-3 rounded-xl border border-line p-4">
      <legend className="px-1 text-base font-semibold text-ink">{label}</legend>
      {index < 0 ? (
        <div>
          <Button variant="outline" onClick={onAdd}>
            {t('contacts.add', { kind: label })}
          </Button>
        </div>
      ) : (
        <>
          <div className="grid gap-3 sm:grid-cols-2">
            <TextField label={t('contacts.companyName')} maxLength={120} autoComplete="organization" {...field('companyName')} />
            <TextField label={t('contacts.officerName')} maxLength={120} autoComplete="off" {...field('officerName')} />
            <div className="sm:col-span-2">
              <Controller
                control={control}
                name={`${path}.phone`}
                render={({ field: phone }) => (
                  <PhoneField
                    label={t('contacts.phone')}
                    countryLabel={t('contacts.phoneCountry')}
                    countries={countries}
                    defaultCountry={listingCountry}
                    value={phone.value as string | undefined}
                    onChange={phone.onChange}
                    onBlur={phone.onBlur}
                    name={phone.name}
                    ref={phone.ref}
                    error={errorFor(`${path}.phone`)}
                  />
                )}
              />
            </div>
            <TextField label={t('contacts.email')} type="email" maxLength={254} autoComplete="off" {...field('email')} />
          </div>
          <div>
            <Button variant="ghost" onClick={onRemove}>
              {t('contacts.remove', { kind: label })}
            </Button>
          </div>
        </>
      )}
    </fieldset>
  );
}
