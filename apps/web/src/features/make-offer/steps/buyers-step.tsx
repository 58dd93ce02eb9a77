import type { TOfferBuyer } from '@app/shared/offers/offer-draft.schema';
import { countryHasPostalCodes } from '@app/shared/validation/postal-code';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useAddressOptions } from '../../../lib/forms/use-address-options';
import { AddressFields, type RegisteredField } from '../../../ui/address-fields';
import { Button } from '../../../ui/button';
import { TextField } from '../../../ui/field';
import { PhoneField } from '../../../ui/phone-field';
import type { OfferStepProps } from './offer-step';
import { useFieldErrors } from './step-fields';

/** The buyer and up to five co-buyers (the draft schema's limit). */
export const MAX_BUYERS = 6;

type Address = NonNullable<TOfferBuyer['address']>;
type Agent = NonNullable<NonNullable<OfferStepProps<'buyers'>['value']['buyingAgentInformation']>>;

/**
 * A text field of the shared address fields driven by the page's value instead of a form library:
 * the same labels, autocomplete and postal-code rules as everywhere else.
 */
function addressField(name: string, value: string | undefined, set: (next: string) => void, error: string | undefined): RegisteredField {
  const field = {
    name,
    value: value ?? '',
    error,
    ref: () => {},
    onBlur: async () => {},
    onChange: async (event: { target: { value: string } }) => set(event.target.value),
  };
  return field;
}

type BuyerCardProps = {
  buyer: TOfferBuyer;
  index: number;
  onChange(next: TOfferBuyer): void;
  onRemove?: (() => void) | undefined;
  errorFor(path: string): string | undefined;
};

/** One buyer: the spec's buyer record (name, address with country, email, phone). */
function BuyerCard({ buyer, index, onChange, onRemove, errorFor }: BuyerCardProps) {
  const { t } = useTranslation('makeOffer');
  const options = useAddressOptions();
  const headingId = useId();
  const p = `buyers.${index}`;
  const address = buyer.address ?? {};
  const setAddress = (next: Address) => onChange({ ...buyer, address: next });
  const text = (key: 'street' | 'apt' | 'city' | 'state' | 'zip_code') =>
    addressField(`${p}.address.${key}`, address[key], (next) => setAddress({ ...address, [key]: next }), errorFor(`${p}.address.${key}`));
  const title = index === 0 ? t('buyers.buyer') : t('buyers.coBuyer', { number: index });
  const country = {
    ...addressField(`${p}.address.country`, address.country, () => {}, errorFor(`${p}.address.country`)),
    // A new country empties the state (a US state means nothing elsewhere) and a postal code it does not have.
    onChange: async (event: { target: { value: string } }) => {
      const next = (event.target.value || undefined) as Address['country'];
      setAddress({
        ...address,
        country: next,
        state: '',
        zip_code: next && countryHasPostalCodes(next) ? address.zip_code : '',
      });
    },
  };
  return (
    <section aria-labelledby={headingId} className="flex flex-col gap-4 rounded-xl border border-line p-4">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h3 id={headingId} className="text-lg font-semibold text-ink">
          {title}
        </h3>
        {onRemove && (
          <Button variant="ghost" onClick={onRemove}>
            {t('buyers.remove', { buyer: title })}
          </Button>
        )}
      </div>
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          label={t('buyers.firstName')}
          autoComplete={index === 0 ? 'given-name' : 'off'}
          maxLength={25}
          value={buyer.name?.first ?? ''}
          onChange={(event) => onChange({ ...buyer, name: { ...buyer.name, first: event.target.value } })}
          error={errorFor(`${p}.name.first`)}
        />
        <TextField
          label={t('buyers.lastName')}
          autoComplete={index === 0 ? 'family-name' : 'off'}
          maxLength={25}
          value={buyer.name?.last ?? ''}
          onChange={(event) => onChange({ ...buyer, name: { ...buyer.name, last: event.target.value } })}
          error={errorFor(`${p}.name.last`)}
        />
      </div>
      <AddressFields
        street={text('street')}
        apt={text('apt')}
        city={text('city')}
        state={text('state')}
        postalCode={text('zip_code')}
        country={country}
        countryValue={address.country}
        onCountryChange={() => {}}
        alwaysPostalCode
      />
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          label={t('buyers.email')}
          type="email"
          autoComplete={index === 0 ? 'email' : 'off'}
          maxLength={254}
          value={buyer.email ?? ''}
          onChange={(event) => onChange({ ...buyer, email: event.target.value })}
          error={errorFor(`${p}.email`)}
        />
        <PhoneField
          label={t('buyers.phone')}
          countryLabel={t('buyers.phoneCountry')}
          countries={options.countries}
          defaultCountry={address.country ?? 'us'}
          value={buyer.phone}
          onChange={(phone) => onChange({ ...buyer, phone })}
          error={errorFor(`${p}.phone`)}
        />
      </div>
    </section>
  );
}

/** The buyer's agent, when one fills the offer out for their client (agentEmail is the one the spec names). */
function AgentCard({
  agent,
  onChange,
  errorFor,
}: {
  agent: Agent;
  onChange(next: Agent): void;
  errorFor(path: string): string | undefined;
}) {
  const { t } = useTranslation('makeOffer');
  const options = useAddressOptions();
  const headingId = useId();
  const p = 'buyingAgentInformation';
  return (
    <section aria-labelledby={headingId} className="flex flex-col gap-4 rounded-xl border border-line p-4">
      <h3 id={headingId} className="text-lg font-semibold text-ink">
        {t('buyers.agent')}
      </h3>
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          label={t('buyers.agentName')}
          maxLength={100}
          value={agent.name ?? ''}
          onChange={(event) => onChange({ ...agent, name: event.target.value })}
          error={errorFor(`${p}.name`)}
        />
        <TextField
          label={t('buyers.agentEmail')}
          type="email"
          maxLength={254}
          value={agent.agentEmail ?? ''}
          onChange={(event) => onChange({ ...agent, agentEmail: event.target.value })}
          error={errorFor(`${p}.agentEmail`)}
        />
        <PhoneField
          label={t('buyers.agentPhone')}
          countryLabel={t('buyers.phoneCountry')}
          countries={options.countries}
          defaultCountry="us"
          value={agent.phone}
          onChange={(phone) => onChange({ ...agent, phone })}
          error={errorFor(`${p}.phone`)}
        />
        <TextField
          label={t('buyers.agentLicense')}
          maxLength={50}
          value={agent.licenseNumber ?? ''}
          onChange={(event) => onChange({ ...agent, licenseNumber: event.target.value })}
          error={errorFor(`${p}.licenseNumber`)}
        />
      </div>
    </section>
  );
}

/**
 * Page 3, Buyers: the buyer and co-buyers (add and remove, up to six), and the buyer's agent when
 * one fills it out. A new co-buyer gets its `_id` here (the server keeps a given one), so its card,
 * its VOD and its documents keep one identity from the start.
 */
export function BuyersStep({ offer, value, onChange, result }: OfferStepProps<'buyers'>) {
  const { t } = useTranslation('makeOffer');
  const errorFor = useFieldErrors(result);
  const buyers = value.buyers ?? [];
  const setBuyers = (next: TOfferBuyer[]) => onChange({ ...value, buyers: next });
  const byAgent = offer.draft?.basics?.filledBy === 'buyers-agent' || Boolean(value.buyingAgentInformation);
  const full = buyers.length >= MAX_BUYERS;
  return (
    <div className="flex flex-col gap-6">
      {errorFor('buyers') && (
        <p role="alert" className="text-sm font-medium text-primary-dark">
          {errorFor('buyers')}
        </p>
      )}
      {buyers.map((buyer, index) => (
        <BuyerCard
          key={buyer._id ?? index}
          buyer={buyer}
          index={index}
          errorFor={errorFor}
          onChange={(next) => setBuyers(buyers.map((other, i) => (i === index ? next : other)))}
          onRemove={index === 0 ? undefined : () => setBuyers(buyers.filter((_, i) => i !== index))}
        />
      ))}
      <div className="flex flex-col items-start gap-1">
        <Button
          variant="outline"
          disabled={full}
          aria-describedby={full ? 'offer-buyers-full' : undefined}
          onClick={() => setBuyers([...buyers, { _id: crypto.randomUUID() }])}
        >
          {t('buyers.add')}
        </Button>
        {full && (
          <p id="offer-buyers-full" className="text-xs text-muted">
            {t('buyers.full', { max: MAX_BUYERS })}
          </p>
        )}
      </div>
      {byAgent && (
        <AgentCard
          agent={value.buyingAgentInformation ?? {}}
          errorFor={errorFor}
          onChange={(buyingAgentInformation) => onChange({ ...value, buyingAgentInformation })}
        />
      )}
    </div>
  );
}
