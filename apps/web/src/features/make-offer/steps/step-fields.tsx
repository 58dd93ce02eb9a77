import { majorToMinor, minorToMajor } from '@app/shared/domain/money';
import type { TPageResult } from '@app/shared/offers/offer-pages';
import { useState, type ReactNode } from 'react';
import { useTranslateMessage } from '../../../lib/i18n/translate-message';
import { TextField } from '../../../ui/field';
import { RadioFieldset } from '../../../ui/radio-fieldset';

/** A page's message for a field path (a broken rule first, else an unanswered question), in the reader's language. */
export function useFieldErrors(result: TPageResult) {
  const translate = useTranslateMessage();
  return (path: string): string | undefined => {
    const message = result.invalid[path] ?? result.missing[path];
    return message ? translate(message) : undefined;
  };
}

/** One choice among a few, as radio buttons in a fieldset; its error is read with the group. */
export const Choice = RadioFieldset;

const shownAmount = (minor: number | null | undefined, currency: string) =>
  minor === null || minor === undefined ? '' : String(minorToMajor(minor, currency));

type MoneyFieldProps = {
  label: string;
  currency: string;
  /** Integer minor units, as the draft holds money. */
  value: number | null | undefined;
  onChange(value: number | null): void;
  error?: string | undefined;
  hint?: ReactNode;
};

/**
 * An amount typed in the currency's major units ('685000' or '685,000.50'), held as minor units;
 * what was typed stays as typed, so a half-typed amount is never rewritten under the cursor.
 */
export function MoneyField({ label, currency, value, onChange, error, hint }: MoneyFieldProps) {
  const [text, setText] = useState(() => shownAmount(value, currency));
  const [held, setHeld] = useState(value);
  // An amount set from outside (the page loading again) replaces what was typed.
  if (value !== held) {
    setHeld(value);
    const typed = parseAmount(text, currency);
    if (typed !== value) setText(shownAmount(value, currency));
  }
  return (
    <TextField
      label={label}
      inputMode="decimal"
      autoComplete="off"
      value={text}
      error={error}
      hint={hint}
      onChange={(event) => {
        const next = event.target.value;
        const amount = parseAmount(next, currency);
        setText(next);
        setHeld(amount);
        onChange(amount);
      }}
    />
  );
}

/** The minor units of an amount as typed; null for nothing, NaN-free (what cannot be read counts as nothing). */
function parseAmount(text: string, currency: string): number | null {
  const cleaned = text.replace(/[\s,]/g, '');
  if (!/^\d+(\.\d*)?$/.test(cleaned)) return null;
  return majorToMinor(Number(cleaned), currency);
}
