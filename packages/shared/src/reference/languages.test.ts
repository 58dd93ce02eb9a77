import { describe, expect, it } from 'vitest';
import { SUPPORTED_LOCALES } from '../constants/locale';
import { PROFILE_LANGUAGE_CODES, PROFILE_LANGUAGES, UI_LANGUAGES } from './languages';

describe('languages', () => {
  it('offer one interface language per supported locale', () => {
    expect(UI_LANGUAGES.map((language) => language.locale)).toEqual([...SUPPORTED_LOCALES]);
  });
  it('list the profile languages the spec names', () => {
    expect(PROFILE_LANGUAGES.map((language) => language.label)).toEqual([
      'English',
      'Traditional Chinese',
      'Simplified Chinese',
      'Spanish',
      'Arabic',
      'French',
      'Italian',
      'Hindi',
      'Mandarin',
      'Cantonese',
    ]);
    expect(new Set(PROFILE_LANGUAGE_CODES).size).toBe(PROFILE_LANGUAGES.length);
  });
});
