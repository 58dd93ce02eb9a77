import { zodResolver } from '@hookform/resolvers/zod';
import { useForm, type FieldValues, type Path, type UseFormProps, type UseFormReturn } from 'react-hook-form';
import type { z } from 'zod';
import { ApiError } from '../api/api-client';
import { useTranslateMessage } from '../i18n/translate-message';

/**
 * react-hook-form driven by the shared zod schema, so the browser checks exactly what the
 * server checks, with the same messages. Fields are validated once touched.
 */
export function useZodForm<TIn extends FieldValues, TOut extends FieldValues>(
  schema: z.ZodType<TOut, TIn>,
  options: Omit<UseFormProps<TIn, unknown, TOut>, 'resolver'> = {},
) {
  return useForm<TIn, unknown, TOut>({ mode: 'onTouched', ...options, resolver: zodResolver(schema) });
}

/**
 * Puts a failed call's field messages on the form's fields (the input stays as typed)
 * and returns the overall message to show.
 */
export function applyServerErrors<T extends FieldValues>(form: UseFormReturn<T, unknown, FieldValues>, error: unknown): string {
  if (error instanceof ApiError) {
    for (const [field, message] of Object.entries(error.fields ?? {})) {
      form.setError(field as Path<T>, { type: 'server', message });
    }
    return error.message;
  }
  return '';
}

/** The translated error message of a field, for TextField's `error` prop. */
export function useFieldErrors<T extends FieldValues>(form: UseFormReturn<T, unknown, FieldValues>) {
  const translate = useTranslateMessage();
  return (name: Path<T>): string | undefined => {
    const message = form.getFieldState(name, form.formState).error?.message;
    return message ? translate(message) : undefined;
  };
}
