import { useTranslation } from 'react-i18next';
import { useFieldErrors } from '../../../lib/forms/use-zod-form';
import { AddressFields, clearForNewCountry } from '../../../ui/address-fields';
import { TextField } from '../../../ui/field';
import type { TCompanyStepForm } from '../hooks/use-signup-forms';
import type { TCompanyForm } from '../model/signup-forms';

/**
 * Step 2, Company information: the company's name, its website (the URL checker: http, https or
 * ftp, no private addresses; 'Invalid Input' otherwise) and its address with the country, whose
 * postal code follows the country's own format.
 */
export function CompanyStep({ step }: { step: TCompanyStepForm }) {
  const { t } = useTranslation('professionalSignup');
  const { form } = step;
  const fieldError = useFieldErrors(form);
  const field = (name: keyof TCompanyForm) => ({ ...form.register(name), error: fieldError(name) });
  return (
    <div className="flex flex-col gap-6">
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField label={t('company.name')} autoComplete="organization" {...field('companyName')} />
        <TextField
          type="url"
          label={t('company.website')}
          hint={t('company.websiteHint')}
          inputMode="url"
          autoComplete="url"
          {...field('website')}
        />
      </div>
      <fieldset>
        <legend className="mb-3 text-lg font-semibold text-ink">{t('company.address')}</legend>
        <AddressFields
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
    </div>
  );
}
