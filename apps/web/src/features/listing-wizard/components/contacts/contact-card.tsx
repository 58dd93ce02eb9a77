import { formatPhone } from '@app/shared/validation/phone';
import { useFormContext } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../../ui/button';
import { TextField } from '../../../../ui/field';
import { useWizard } from '../../wizard-context';

type ContactCardProps = {
  /** The contact kind's name in the reader's language. */
  label: string;
  /** Where the contact is in the draft's list; -1 when not added. */
  index: number;
  onAdd(): void;
  onRemove(): void;
};

/** One listing contact kind: add it, then company, officer, phone ((xxx) xxx-xxxx) and email. */
export function ContactCard({ label, index, onAdd, onRemove }: ContactCardProps) {
  const { t } = useTranslation('listingWizard');
  const { register, setValue } = useFormContext();
  const { errorFor } = useWizard();
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
            <TextField
              label={t('contacts.phone')}
              type="tel"
              inputMode="tel"
              maxLength={30}
              autoComplete="off"
              error={errorFor(`${path}.phone`)}
              {...register(`${path}.phone`, { onBlur: (event: { target: { value: string } }) => setValue(`${path}.phone`, formatPhone(event.target.value), { shouldDirty: true }) })}
            />
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
