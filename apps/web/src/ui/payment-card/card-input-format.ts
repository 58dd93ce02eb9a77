import type { ChangeEvent } from 'react';

/**
 * What the expiry input shows as it is typed: digits with the slash put in for the person
 * ('12' -> '12/', '122028' -> '12/2028'). A lone month digit above 1, or one followed by a
 * slash, becomes a two-digit month ('4' -> '04/'). While deleting, the slash is not put back.
 */
export function formatExpiryInput(raw: string, deleting = false): string {
  let digits = raw.replace(/\D/g, '');
  if (/^\d\//.test(raw) || /^[2-9]$/.test(digits)) digits = `0${digits}`;
  digits = digits.slice(0, 6);
  if (digits.length > 2) return `${digits.slice(0, 2)}/${digits.slice(2)}`;
  if (digits.length === 2 && !(deleting && !raw.endsWith('/'))) return `${digits}/`;
  return digits;
}

/** Whether an input's change removed text (Backspace, Delete, cut). */
export function isDeletion(event: ChangeEvent<HTMLInputElement>): boolean {
  const inputType = (event.nativeEvent as Partial<InputEvent>).inputType;
  return typeof inputType === 'string' && inputType.startsWith('delete');
}

/**
 * Rewrites an input's value with `format` before the form reads it, keeping the caret after
 * the same number of digits (or at the end when typing at the end).
 */
export function reformatInput(input: HTMLInputElement, format: (value: string) => string): void {
  const typed = input.value;
  const next = format(typed);
  if (next === typed) return;
  const caret = input.selectionStart ?? typed.length;
  const atEnd = caret >= typed.length;
  input.value = next;
  if (atEnd || input.ownerDocument.activeElement !== input) return;
  const digitsBefore = typed.slice(0, caret).replace(/\D/g, '').length;
  let position = 0;
  for (let seen = 0; position < next.length && seen < digitsBefore; position += 1) {
    if (/\d/.test(next.charAt(position))) seen += 1;
  }
  input.setSelectionRange(position, position);
}
