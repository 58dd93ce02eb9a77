import { useController } from 'react-hook-form';
import { RadioFieldset, type TRadioOption } from '../../../../ui/radio-fieldset';

export type { TRadioOption };

type RadioGroupProps = { name: string; legend: string; options: readonly TRadioOption[]; error?: string | undefined };

/** A fieldset of radio buttons bound to one draft field; disabled choices say why. */
export function RadioGroup({ name, legend, options, error }: RadioGroupProps) {
  const {
    field: { ref, name: fieldName, value, onChange, onBlur },
  } = useController({ name });
  return (
    <RadioFieldset
      legend={legend}
      options={options}
      value={value as string | number | undefined}
      onChange={onChange}
      onBlur={onBlur}
      error={error}
      name={fieldName}
      inputRef={ref}
      layout="row"
    />
  );
}
