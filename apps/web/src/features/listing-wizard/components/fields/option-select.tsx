import { useFormContext } from 'react-hook-form';
import { SelectField } from '../../../../ui/field';
import { ChoiceOptions, type TChoice } from './choice-options';

type OptionSelectProps = {
  name: string;
  label: string;
  options: readonly TChoice[];
  /** The empty choice's text. */
  placeholder: string;
  /** Whether the draft field can be emptied (null); otherwise an empty choice leaves it unset. */
  nullable?: boolean;
  error?: string | undefined;
};

/** A select over a reference list, bound to one draft field. */
export function OptionSelect({ name, label, options, placeholder, nullable = false, error }: OptionSelectProps) {
  const { register } = useFormContext();
  return (
    <SelectField
      label={label}
      error={error}
      {...register(name, { setValueAs: (value: unknown) => (value === '' ? (nullable ? null : undefined) : value) })}
    >
      <ChoiceOptions placeholder={placeholder} choices={options} />
    </SelectField>
  );
}
