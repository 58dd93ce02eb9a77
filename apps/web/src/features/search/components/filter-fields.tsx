import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { SelectField, TextField } from '../../../ui/field';
import { useTranslateMessage } from '../../../lib/i18n/translate-message';
import type { FilterDraft, TextFilter } from '../filter-draft';
import type { Choice } from '../hooks/use-search-options';

type RangeProps = {
  /** The fieldset's legend ("Price"). */
  legend: string;
  min: TextFilter;
  max: TextFilter;
  draft: FilterDraft;
  errors: Partial<Record<string, string>>;
  onType(key: TextFilter, text: string): void;
  onDone(): void;
} & RangeSuggestions;

/** Amounts a range's boxes suggest; any other whole number can still be typed. */
export type RangeSuggestions = {
  /** Round amounts both boxes offer (one datalist), each as its plain digits: the text a box accepts back. */
  suggestions?: readonly number[];
  /** How a suggestion reads in the list ('400,000'); the plain digits when not given. */
  formatSuggestion?(value: number): string;
};

/**
 * A min and max box under one legend; a box applies when it loses focus (or on Enter, by the form).
 * With `suggestions`, both boxes offer them from one datalist.
 */
export function RangeFields({ legend, min, max, draft, errors, onType, onDone, suggestions, formatSuggestion = String }: RangeProps) {
  const { t } = useTranslation('search');
  const translate = useTranslateMessage();
  const suggestionsId = useId();
  const listId = suggestions?.length ? suggestionsId : undefined;
  const box = (key: TextFilter, label: string) => (
    <TextField
      label={label}
      hideLabel
      inputMode="numeric"
      autoComplete="off"
      list={listId}
      value={draft[key]}
      error={translate(errors[key]) || undefined}
      onChange={(event) => onType(key, event.target.value)}
      onBlur={onDone}
      placeholder={t(`filters.${key === min ? 'noMin' : 'noMax'}`)}
    />
  );
  return (
    <fieldset className="flex flex-col gap-1">
      <legend className="mb-1 text-sm font-semibold text-ink">{legend}</legend>
      <div className="grid grid-cols-2 gap-2">
        {box(min, t('filters.min', { what: legend }))}
        {box(max, t('filters.max', { what: legend }))}
      </div>
      {listId && (
        <datalist id={listId}>
          {suggestions?.map((value) => (
            <option key={value} value={String(value)}>
              {formatSuggestion(value)}
            </option>
          ))}
        </datalist>
      )}
    </fieldset>
  );
}

type ChoiceProps = {
  label: string;
  value: string | undefined;
  /** The first entry, meaning "no filter" ("Any type"). */
  anyLabel?: string;
  choices: readonly Choice[];
  onChoose(value: string | undefined): void;
};

/** A select that applies at once; the empty choice (or "any") removes the filter. */
export function ChoiceField({ label, value, anyLabel, choices, onChoose }: ChoiceProps) {
  return (
    <SelectField
      label={label}
      value={value ?? ''}
      onChange={(event) => onChoose(event.target.value === '' || event.target.value === 'any' ? undefined : event.target.value)}
    >
      {anyLabel !== undefined && <option value="">{anyLabel}</option>}
      {choices.map((choice) => (
        <option key={choice.value} value={choice.value === 'any' ? '' : choice.value}>
          {choice.label}
        </option>
      ))}
    </SelectField>
  );
}
