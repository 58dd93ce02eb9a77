import { ZAddServiceAreaRequest } from '@app/shared/professionals/service-area';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../lib/api/api-client';
import { UNITED_STATES, useAddressOptions } from '../../../lib/forms/use-address-options';
import { applyServerErrors, useFieldErrors, useZodForm } from '../../../lib/forms/use-zod-form';
import { Button } from '../../../ui/button';
import { SelectField, TextField } from '../../../ui/field';
import { FormAlert } from '../../../ui/form-alert';
import { useAddServiceArea } from '../api/add-service-area';

/**
 * Adds a postal code in a country (US ZIPs must exist; other countries' codes are checked by their
 * format). Past the allowance the server refuses it and says how many are left; the input stays.
 */
export function AddServiceAreaForm() {
  const { t } = useTranslation('professionalDashboard');
  const { countries } = useAddressOptions();
  const add = useAddServiceArea();
  const [failure, setFailure] = useState('');
  const form = useZodForm(ZAddServiceAreaRequest, { defaultValues: { country: UNITED_STATES, postalCode: '' } });
  const errorOf = useFieldErrors(form);
  const onSubmit = form.handleSubmit(async (values) => {
    setFailure('');
    try {
      await add.mutateAsync(values);
      form.reset({ country: values.country, postalCode: '' });
    } catch (error) {
      const message = applyServerErrors(form, error);
      // The allowance's refusal also names the field: it is said once, under the postal code.
      setFailure(error instanceof ApiError && Object.values(error.fields ?? {}).includes(message) ? '' : message);
    }
  });
  return (
    <form noValidate onSubmit={(event) => void onSubmit(event)} className="flex flex-col gap-3 border-t border-line pt-4">
      <h3 className="font-semibold text-ink">{t('areas.addTitle')}</h3>
      <div className="grid gap-3 sm:grid-cols-2">
        <SelectField label={t('areas.country')} error={errorOf('country')} {...form.register('country')}>
          {countries.map((country) => (
            <option key={country.value} value={country.value}>
              {country.label}
            </option>
          ))}
        </SelectField>
        <TextField
          label={t('areas.postalCode')}
          autoComplete="postal-code"
          error={errorOf('postalCode')}
          {...form.register('postalCode')}
        />
      </div>
      <div aria-live="polite">{failure && <FormAlert message={failure} />}</div>
      <Button type="submit" className="self-start" loading={add.isPending}>
        {t('areas.add')}
      </Button>
    </form>
  );
}
