import { useTranslation } from 'react-i18next';
import type { Namespace } from '../../../lib/i18n/locales';

/** A long-form section as the catalogs write it: a heading, paragraphs and an optional bullet list. */
export type TContentSection = { title: string; paragraphs?: string[]; items?: string[] };

/**
 * A namespace's translator plus readers for its structured entries (objects and arrays).
 * i18next hands those back with `returnObjects`, but its types cannot know their shape, so
 * the caller names it; a missing key (i18next then returns the key itself) gives the fallback
 * instead of a string spread into the page.
 */
export function useContent(namespace: Namespace) {
  const { t, i18n } = useTranslation(namespace);
  const read = (key: string): unknown => t(key, { returnObjects: true });

  function list<T>(key: string): T[] {
    const value = read(key);
    return Array.isArray(value) ? (value as T[]) : [];
  }

  function entry<T extends object>(key: string, fallback: T): T {
    const value = read(key);
    return value !== null && typeof value === 'object' && !Array.isArray(value) ? (value as T) : fallback;
  }

  function section(key: string): TContentSection {
    return entry<TContentSection>(key, { title: '' });
  }

  return { t, i18n, list, entry, section };
}
