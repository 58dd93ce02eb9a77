import { useId, useState } from 'react';
import { Button } from '../../../../ui/button';
import { SelectField } from '../../../../ui/field';
import { ChoiceOptions, type TChoice } from '../fields/choice-options';

type AddItemPickerProps = {
  label: string;
  addLabel: string;
  placeholder: string;
  /** The items not chosen yet (each can be added once). */
  options: readonly TChoice[];
  onAdd(value: string): void;
};

/** Picks one of the remaining items of a list and adds it. */
export function AddItemPicker({ label, addLabel, placeholder, options, onAdd }: AddItemPickerProps) {
  const [choice, setChoice] = useState('');
  const id = useId();
  if (options.length === 0) return null;
  const chosen = options.some((option) => option.value === choice) ? choice : '';
  return (
    <div className="flex flex-col gap-2 sm:flex-row sm:items-end">
      <div className="flex-1">
        <SelectField id={id} label={label} value={chosen} onChange={(event) => setChoice(event.target.value)}>
          <ChoiceOptions placeholder={placeholder} choices={options} />
        </SelectField>
      </div>
      <Button
        variant="outline"
        disabled={!chosen}
        onClick={() => {
          onAdd(chosen);
          setChoice('');
        }}
      >
        {addLabel}
      </Button>
    </div>
  );
}
