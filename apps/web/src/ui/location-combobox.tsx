import type { TPlace } from '@app/shared/search/search.schema';
import { useId, useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useMessageText } from '../lib/i18n/messages-catalog';
import { TextField } from './field';
import { usePlaces } from '../lib/places/get-places';
import { useDebouncedValue } from './use-debounced-value';

/** How long typing must pause before places are asked for. */
export const PLACES_DEBOUNCE_MS = 250;

/** What a picked place puts in the box: a ZIP code alone ("78701"), else its label ("Austin, TX"). */
export function placeText(place: TPlace): string {
  return place.kind === 'zip' && place.zip ? place.zip : place.label;
}

type LocationComboboxProps = {
  label: string;
  hideLabel?: boolean;
  placeholder?: string;
  value: string;
  onChange(text: string): void;
  /** A suggestion was chosen; `text` is what the box now holds. */
  onPick(text: string, place: TPlace): void;
  className?: string;
  enterKeyHint?: 'search' | 'go';
};

/**
 * A location box with place suggestions: the WAI-ARIA combobox pattern (list autocomplete).
 * Free text stays allowed; Arrow keys move through suggestions, Enter picks one, Escape closes the
 * list (or, when closed, clears the box). Places are asked for once typing pauses.
 */
export function LocationCombobox({
  label,
  hideLabel,
  placeholder,
  value,
  onChange,
  onPick,
  className = '',
  enterKeyHint,
}: LocationComboboxProps) {
  const { t } = useTranslation('search');
  const { text: messageText } = useMessageText();
  const id = useId();
  const listboxId = `${id}-listbox`;
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const query = useDebouncedValue(value, PLACES_DEBOUNCE_MS);
  const places = usePlaces(query, open);
  const options = open && query.trim() !== '' ? (places.data ?? []) : [];
  const settled = open && query === value && query.trim() !== '' && places.isSuccess && !places.isPlaceholderData;
  const noMatch = settled && options.length === 0;
  const expanded = options.length > 0;
  const optionId = (index: number) => `${id}-option-${index}`;

  const close = () => {
    setOpen(false);
    setActive(-1);
  };
  const pick = (place: TPlace) => {
    const text = placeText(place);
    onChange(text);
    close();
    onPick(text, place);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    const count = options.length;
    switch (event.key) {
      case 'ArrowDown':
        event.preventDefault();
        setOpen(true);
        if (count) setActive((index) => (index + 1) % count);
        break;
      case 'ArrowUp':
        event.preventDefault();
        setOpen(true);
        if (count) setActive((index) => (index <= 0 ? count - 1 : index - 1));
        break;
      case 'Enter': {
        const place = expanded ? options[active] : undefined;
        if (place) {
          event.preventDefault();
          pick(place);
        } else close();
        break;
      }
      case 'Escape':
        if (expanded || noMatch) {
          event.preventDefault();
          close();
        } else if (value) {
          event.preventDefault();
          onChange('');
        }
        break;
      case 'Tab':
        close();
        break;
    }
  };

  return (
    <div className="relative">
      <TextField
        label={label}
        hideLabel={hideLabel}
        type="text"
        role="combobox"
        autoComplete="off"
        aria-autocomplete="list"
        aria-expanded={expanded}
        aria-controls={listboxId}
        aria-activedescendant={expanded && active >= 0 && active < options.length ? optionId(active) : undefined}
        enterKeyHint={enterKeyHint}
        placeholder={placeholder}
        value={value}
        onChange={(event) => {
          onChange(event.target.value);
          setOpen(true);
          setActive(-1);
        }}
        onKeyDown={onKeyDown}
        onBlur={close}
        className={className}
      />
      <ul
        id={listboxId}
        role="listbox"
        aria-label={t('location.suggestions')}
        hidden={options.length === 0}
        className="absolute inset-x-0 top-full z-30 mt-1 max-h-72 overflow-auto rounded-lg border border-line bg-white py-1 text-ink shadow-lg"
      >
        {options.map((place, index) => (
          // Keys reach the options through the combobox input (aria-activedescendant), as the pattern has it.
          // eslint-disable-next-line jsx-a11y/click-events-have-key-events
          <li
            key={place.id}
            id={optionId(index)}
            role="option"
            aria-selected={index === active}
            // Keep focus in the box: the pick happens on click, after the input would have blurred.
            onMouseDown={(event) => event.preventDefault()}
            onClick={() => pick(place)}
            onMouseEnter={() => setActive(index)}
            className={`flex cursor-pointer items-baseline justify-between gap-3 px-3 py-2 text-sm ${index === active ? 'bg-primary-light' : ''}`}
          >
            <span>{place.label}</span>
            <span className="text-xs text-muted">{t(`location.kinds.${place.kind}`)}</span>
          </li>
        ))}
      </ul>
      {noMatch && (
        <p
          role="status"
          className="absolute inset-x-0 top-full z-30 mt-1 rounded-lg border border-line bg-white px-3 py-2 text-sm text-muted shadow-lg"
        >
          {messageText('sorryNoMatchingOptions')}
        </p>
      )}
    </div>
  );
}
