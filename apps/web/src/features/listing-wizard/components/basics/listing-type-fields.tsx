import { professionsFor } from '@app/shared/listings/listing-steps';
import { sellerRolesFor } from '@app/shared/reference/listing-terms';
import { LISTING_KINDS, LISTING_TYPES, type TListingTypeId } from '@app/shared/reference/property';
import { useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useOptionList } from '../../hooks/use-option-list';
import { useWizard } from '../../wizard-context';
import { RadioGroup } from '../fields/radio-group';

/** The professions named in the reader's language: "Agent / Broker". */
export function useProfessionNames() {
  const { t } = useTranslation('accounts');
  return (professions: readonly string[]) => professions.map((profession) => t(`professions.${profession}`)).join(' / ');
}

/**
 * Listing type (Resale / New Development), kind (Individual / Community) and who is selling.
 * New development adds Developer and Sales Associate; roles the author's professions do not
 * unlock are shown disabled with the reason.
 */
export function ListingTypeFields({ professions }: { professions: readonly string[] }) {
  const { t } = useTranslation('listingWizard');
  const options = useOptionList();
  const names = useProfessionNames();
  const { errorFor } = useWizard();
  const listingType = useWatch({ name: 'listingType' }) as TListingTypeId | undefined;
  const roles = sellerRolesFor(listingType ?? 'resale').map((role) => {
    const allowed = professionsFor('sellerRole', role.id);
    const locked = Boolean(allowed && !allowed.some((profession) => professions.includes(profession)));
    return {
      value: role.id,
      label: options([role], 'sellerRoles')[0]?.label ?? role.label,
      disabled: locked,
      hint: locked && allowed ? t('basics.lockedFor', { professions: names(allowed) }) : undefined,
    };
  });
  return (
    <fieldset className="flex flex-col gap-4 rounded-xl border border-line p-4">
      <legend className="px-1 text-base font-semibold text-ink">{t('basics.sections.type')}</legend>
      <RadioGroup
        name="listingType"
        legend={t('basics.listingType')}
        options={options(LISTING_TYPES, 'listingTypes')}
        error={errorFor('listingType')}
      />
      <RadioGroup
        name="listingKind"
        legend={t('basics.listingKind')}
        options={options(LISTING_KINDS, 'listingKinds')}
        error={errorFor('listingKind')}
      />
      <RadioGroup name="sellerRole" legend={t('basics.sellerRole')} options={roles} error={errorFor('sellerRole')} />
    </fieldset>
  );
}
