/// <reference types="node" />
import { readFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { SUPPORTED_LOCALES } from '../constants/locale';
import { formatMessage, identifyMessage, MESSAGES, type MessageKey } from './messages';

const KEYS = Object.keys(MESSAGES) as MessageKey[];
const LOCALES_DIR = resolve(dirname(fileURLToPath(import.meta.url)), '../../../../apps/web/src/locales');

const placeholders = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((match) => match[1] ?? '').sort();
const i18nextPlaceholders = (text: string) => [...text.matchAll(/\{\{(\w+)\}\}/g)].map((match) => match[1] ?? '').sort();
const readCatalog = (locale: string): Record<string, unknown> =>
  JSON.parse(readFileSync(resolve(LOCALES_DIR, locale, 'messages.json'), 'utf8')) as Record<string, unknown>;

describe('message catalogue', () => {
  it('has no two keys with the same text, so a text identifies its key', () => {
    expect(new Set(Object.values(MESSAGES)).size).toBe(KEYS.length);
  });

  it.each(KEYS)('formatMessage and identifyMessage round-trip %s', (key) => {
    const params = Object.fromEntries(placeholders(MESSAGES[key]).map((name, index) => [name, `$${index + 1},000.50`]));
    const text = formatMessage(key, params);
    expect(text).not.toMatch(/\{\w+\}/);
    expect(identifyMessage(text)).toEqual({ key, params });
  });

  it('leaves a placeholder in place when its parameter is missing', () => {
    expect(formatMessage('minLength')).toBe('At least {minLength} in length');
    expect(formatMessage('minLength', { minLength: 8 })).toBe('At least 8 in length');
  });

  it('does not identify texts outside the catalogue', () => {
    expect(identifyMessage('Something else entirely')).toBeUndefined();
    expect(identifyMessage('This field is required')).toBeUndefined();
  });
});

describe.each(SUPPORTED_LOCALES)('%s messages.json', (locale) => {
  const catalog = readCatalog(locale);

  it('has exactly the MESSAGES keys', () => {
    expect(Object.keys(catalog).sort()).toEqual([...KEYS].sort());
  });

  it.each(KEYS)('%s is a non-empty text with the same placeholders, written {{name}}', (key) => {
    const text = catalog[key];
    expect(typeof text).toBe('string');
    const value = text as string;
    expect(value.trim()).not.toBe('');
    expect(i18nextPlaceholders(value)).toEqual(placeholders(MESSAGES[key]));
    expect(value.replace(/\{\{\w+\}\}/g, '')).not.toMatch(/[{}]/);
    const english = MESSAGES[key].replace(/\{(\w+)\}/g, '{{$1}}');
    // en-us is the English text itself; the others are translations, never copied English.
    expect(value === english).toBe(locale === 'en-us');
  });
});
