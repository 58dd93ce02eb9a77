import type { z } from 'zod';

type Values = Record<string, unknown>;

/**
 * A value with "nothing filled in" removed: missing, null, blank text, empty lists and objects
 * of such all become undefined, and object keys are sorted, so two drafts compare by content.
 */
function compact(value: unknown): unknown {
  if (value === undefined || value === null) return undefined;
  if (typeof value === 'string') return value.trim() === '' ? undefined : value;
  if (Array.isArray(value)) return value.length === 0 ? undefined : value.map((item) => compact(item) ?? null);
  if (typeof value === 'object') {
    const entries = Object.entries(value)
      .map(([key, item]) => [key, compact(item)] as const)
      .filter(([, item]) => item !== undefined)
      .sort(([a], [b]) => a.localeCompare(b));
    return entries.length === 0 ? undefined : Object.fromEntries(entries);
  }
  return value;
}

const sameContent = (a: unknown, b: unknown) => JSON.stringify(compact(a)) === JSON.stringify(compact(b));

/** The top-level fields whose content differs between the form and what the server has. */
export function changedFields(values: Values, saved: Values): string[] {
  const keys = new Set([...Object.keys(values), ...Object.keys(saved)]);
  return [...keys].filter((key) => !sameContent(values[key], saved[key])).sort();
}

/** A fingerprint of the changed fields' content, to restart the autosave timer on every edit. */
export function changesFingerprint(values: Values, keys: readonly string[]): string {
  return JSON.stringify(keys.map((key) => [key, compact(values[key])]));
}

/** The emptiest value a field's schema accepts (to clear it on the server), if any. */
function emptyValueFor(field: z.ZodType | undefined): unknown {
  for (const candidate of [null, '', [], {}]) {
    if (field?.safeParse(candidate).success) return candidate;
  }
  return undefined;
}

/**
 * The body of a save: the changed top-level fields as they stand (the server replaces each one
 * given). A field emptied in the form is sent as the empty value its schema accepts; one the
 * schema cannot empty (a choice once made) is left out.
 */
export function changesBody(schema: z.ZodObject, values: Values, keys: readonly string[]): Values {
  const body: Values = {};
  for (const key of keys) {
    const value = values[key];
    const cleared = value === undefined || value === null || value === '';
    const sent = cleared ? emptyValueFor(schema.shape[key] as z.ZodType | undefined) : value;
    if (sent !== undefined) body[key] = sent;
  }
  return body;
}

/** A deep copy of plain JSON data (form values), so later edits cannot change a snapshot. */
export const snapshot = <T>(value: T): T => (value === undefined ? value : (JSON.parse(JSON.stringify(value)) as T));

/** Whether any of the fields holds something (a saved step the person has been through). */
export function hasContent(values: Values, keys: readonly string[]): boolean {
  return keys.some((key) => compact(values[key]) !== undefined);
}
