import { useState, type FormEvent } from 'react';
import { useSearchParams } from 'react-router';

/** A filter's text value in the URL, left out when empty. */
export function textParams<K extends string>(params: URLSearchParams, keys: readonly K[]): Partial<Record<K, string>> {
  return Object.fromEntries(keys.flatMap((key) => (params.get(key) ? [[key, params.get(key) ?? '']] : []))) as Partial<Record<K, string>>;
}

/** The page the URL asks for; 1 for anything that is not a positive whole number. */
export function pageParam(params: URLSearchParams): number {
  const page = Number(params.get('page') ?? '1');
  return Number.isInteger(page) && page > 0 ? page : 1;
}

/**
 * An admin list's filters kept in the URL (so a view can be reloaded and shared between admins):
 * the form's fields as typed, Apply writing the non-empty ones to the URL (back to page 1), and paging.
 */
export function useUrlFilters<K extends string>(keys: readonly K[]) {
  const [params, setParams] = useSearchParams();
  const [form, setForm] = useState(() => Object.fromEntries(keys.map((key) => [key, params.get(key) ?? ''])) as Record<K, string>);
  return {
    params,
    onSubmit(event: FormEvent) {
      event.preventDefault();
      setParams(Object.fromEntries(Object.entries<string>(form).filter(([, value]) => value.trim() !== '')));
    },
    goTo: (page: number) => setParams({ ...Object.fromEntries(params), page: String(page) }),
    field: (key: K) => ({
      value: form[key] ?? '',
      onChange: (event: { target: { value: string } }) => setForm((current) => ({ ...current, [key]: event.target.value })),
    }),
  };
}
