import { useController } from 'react-hook-form';
import { Checkbox } from '../../../../ui/field';

type CheckboxGroupProps = { name: string; legend: string; options: readonly { value: string; label: string }[] };

/** A fieldset of checkboxes whose checked values form one draft list (room types, features…). */
export function CheckboxGroup({ name, legend, options }: CheckboxGroupProps) {
  const { field } = useController({ name });
  const chosen = (field.value as string[] | undefined) ?? [];
  const toggle = (value: string, on: boolean) =>
    field.onChange(
      on ? options.map((option) => option.value).filter((id) => id === value || chosen.includes(id)) : chosen.filter((id) => id !== value),
    );
  return (
    <fieldset className="flex flex-col gap-2 rounded-xl border border-line p-4">
      <legend className="px-1 text-base font-semibold text-ink">{legend}</legend>
      <div className="grid grid-cols-1 gap-x-4 gap-y-2 xs:grid-cols-2 md:grid-cols-3">
        {options.map((option) => (
          <Checkbox
            key={option.value}
            label={option.label}
            checked={chosen.includes(option.value)}
            onChange={(event) => toggle(option.value, event.target.checked)}
          />
        ))}
      </div>
    </fieldset>
  );
}
