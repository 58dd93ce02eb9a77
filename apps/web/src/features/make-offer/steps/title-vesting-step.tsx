import { OWNERSHIP_TYPE_IDS, type TOwnershipTypeId } from '@app/shared/reference/offers';
import { useTranslation } from 'react-i18next';
import { TextArea, TextField } from '../../../ui/field';
import type { OfferStepProps } from './offer-step';
import { Choice, useFieldErrors } from './step-fields';

/** The ownership types held by a trust or a company, which take the entity's name. */
const ENTITY_TYPES: readonly TOwnershipTypeId[] = ['living-trust', 'company', 'company-director'];

/** Page 2, Title and vesting: the seven ownership types and how title will be held. */
export function TitleVestingStep({ value, onChange, result }: OfferStepProps<'titleVesting'>) {
  const { t } = useTranslation('makeOffer');
  const errorFor = useFieldErrors(result);
  const entity = value.ownershipType !== undefined && ENTITY_TYPES.includes(value.ownershipType);
  return (
    <div className="flex flex-col gap-6">
      <Choice
        legend={t('titleVesting.ownershipType')}
        options={OWNERSHIP_TYPE_IDS.map((id) => ({
          value: id,
          label: t(`titleVesting.types.${id}`),
          hint: t(`titleVesting.typeHints.${id}`),
        }))}
        value={value.ownershipType}
        onChange={(ownershipType) => onChange({ ...value, ownershipType })}
        error={errorFor('ownershipType')}
      />
      {entity && (
        <TextField
          label={t(value.ownershipType === 'living-trust' ? 'titleVesting.trustName' : 'titleVesting.companyName')}
          maxLength={200}
          value={value.entityName ?? ''}
          onChange={(event) => onChange({ ...value, entityName: event.target.value })}
          error={errorFor('entityName')}
        />
      )}
      <TextArea
        label={t('titleVesting.titleHeldAs')}
        hint={t('titleVesting.titleHeldAsHint')}
        maxLength={300}
        value={value.titleHeldAs ?? ''}
        onChange={(event) => onChange({ ...value, titleHeldAs: event.target.value })}
        error={errorFor('titleHeldAs')}
      />
    </div>
  );
}
