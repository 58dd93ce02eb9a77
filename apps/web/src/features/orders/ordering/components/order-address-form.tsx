import { orderAddressOf, ZOrderAddressForm, type TOrderAddressForm } from '@app/shared/orders/order-address-form';
import type { TOrderAddress } from '@app/shared/orders/orders.schema';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { useFieldErrors, useZodForm } from '../../../../lib/forms/use-zod-form';
import { UNITED_STATES } from '../../../../lib/forms/use-address-options';
import { AddressFields, clearForNewCountry } from '../../../../ui/address-fields';
import { Button } from '../../../../ui/button';
import { FocusedFormAlert } from '../../../../ui/focused-form-alert';

type TFormValues = Required<{ [K in keyof TOrderAddressForm]: string }>;
const schema = ZOrderAddressForm as unknown as z.ZodType<z.output<typeof ZOrderAddressForm>, TFormValues>;
const EMPTY: TFormValues = { street: '', apt: '', city: '', state: '', postalCode: '', country: UNITED_STATES };

type OrderAddressFormProps = {
  /** An address typed before (back from the next page): the fields start with it. */
  initial?: TOrderAddress | undefined;
  /** The button's text ("Find inspectors", "Next"). */
  submitLabel: string;
  onSubmit(address: TOrderAddress): void;
  /** A refusal to show under the fields ('Outside of service area'); the input stays as typed. */
  serverError?: string | undefined;
  busy?: boolean;
};

/**
 * The address of a property not listed here, with the wallet's address fields (country first-class:
 * the postal code follows it) and the spec's field messages; a refused address keeps what was typed.
 */
export function OrderAddressForm({ initial, submitLabel, onSubmit, serverError = '', busy = false }: OrderAddressFormProps) {
  const { t } = useTranslation('orders');
  const form = useZodForm(schema, {
    defaultValues: initial ? { ...EMPTY, ...initial, country: initial.country.toLowerCase() } : EMPTY,
  });
  const fieldError = useFieldErrors(form);
  const field = (name: keyof TFormValues) => ({ ...form.register(name), error: fieldError(name) });
  return (
    <form className="flex flex-col gap-5" noValidate onSubmit={form.handleSubmit((values) => onSubmit(orderAddressOf(values)))}>
      <fieldset>
        <legend className="mb-3 text-lg font-semibold text-ink">{t('ordering.propertyAddress')}</legend>
        <AddressFields
          street={field('street')}
          apt={field('apt')}
          city={field('city')}
          state={field('state')}
          postalCode={field('postalCode')}
          country={field('country')}
          countryValue={form.watch('country')}
          alwaysPostalCode
          onCountryChange={() => clearForNewCountry(form)}
        />
      </fieldset>
      <FocusedFormAlert message={serverError} />
      <Button type="submit" loading={busy} className="self-start">
        {submitLabel}
      </Button>
    </form>
  );
}
