import type { ComponentProps } from 'react';
import { SelectField } from '../../../ui/field';
import type { Option } from '../../../lib/forms/use-profile-options';

type OptionSelectProps = ComponentProps<typeof SelectField> & { options: Option[]; placeholder?: string };

/** A select of translated options, with an empty "not set" choice first when a placeholder is given. */
export function OptionSelect({ options, placeholder, ...rest }: OptionSelectProps) {
  return (
    <SelectField {...rest}>
      {placeholder !== undefined && <option value="">{placeholder}</option>}
      {options.map((option) => (
        <option key={option.value} value={option.value}>
          {option.label}
        </option>
      ))}
    </SelectField>
  );
}
