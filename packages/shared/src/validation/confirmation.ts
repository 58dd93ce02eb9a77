import type { z } from 'zod';

/**
 * Adds "the second entry must equal the first" to an object schema, reported on confirmField.
 * It runs even while other fields have errors (so the mismatch shows at once), but not while
 * the confirmation is still empty (that is its own required error).
 */
export function withConfirmation<S extends z.ZodObject>(
  schema: S,
  field: keyof z.output<S> & string,
  confirmField: keyof z.output<S> & string,
  message: string,
): S {
  return schema.refine((form: Record<string, unknown>) => form[field] === form[confirmField], {
    message,
    path: [confirmField],
    when: (payload) => {
      const value = payload.value as Record<string, unknown> | undefined;
      const first = value?.[field];
      const second = value?.[confirmField];
      return typeof first === 'string' && typeof second === 'string' && second.trim() !== '';
    },
  });
}
