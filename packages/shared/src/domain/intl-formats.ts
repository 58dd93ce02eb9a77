/**
 * Intl formatters, made once per locale and options and kept. Making one costs far more than
 * using it (a page of listing cards made hundreds and spent hundreds of milliseconds of a
 * phone's main thread on it); formatting with a kept one is cheap. The options are part of the
 * key, so callers pass them as they would to the constructor.
 */
const made = new Map<string, unknown>();

function kept<T>(kind: string, locales: string | readonly string[], options: object | undefined, make: () => T): T {
  const key = `${kind}|${String(locales)}|${options ? JSON.stringify(options) : ''}`;
  let formatter = made.get(key) as T | undefined;
  if (formatter === undefined) {
    formatter = make();
    made.set(key, formatter);
  }
  return formatter;
}

export const numberFormat = (locales: string | readonly string[], options?: Intl.NumberFormatOptions): Intl.NumberFormat =>
  kept('number', locales, options, () => new Intl.NumberFormat(locales as string | string[], options));

export const dateTimeFormat = (locales: string | readonly string[], options?: Intl.DateTimeFormatOptions): Intl.DateTimeFormat =>
  kept('dateTime', locales, options, () => new Intl.DateTimeFormat(locales as string | string[], options));

export const displayNames = (locales: string | readonly string[], options: Intl.DisplayNamesOptions): Intl.DisplayNames =>
  kept('displayNames', locales, options, () => new Intl.DisplayNames(locales as string | string[], options));

export const listFormat = (locales: string | readonly string[], options?: Intl.ListFormatOptions): Intl.ListFormat =>
  kept('list', locales, options, () => new Intl.ListFormat(locales as string | string[], options));
