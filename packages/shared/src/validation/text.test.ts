import { describe, expect, it } from 'vitest';
import { MESSAGES } from '../messages/messages';
import { countWords, maxLengthMessage, maxWordsText, minLengthMessage, optionalText, requiredDigits, requiredText, ZAboutMe } from './text';

const messages = (result: { error?: { issues: { message: string }[] } }) => result.error?.issues.map((issue) => issue.message) ?? [];

describe('requiredText', () => {
  it("rejects empty and whitespace-only input with 'This field is required.'", () => {
    expect(messages(requiredText().safeParse(''))).toEqual([MESSAGES.required]);
    expect(messages(requiredText().safeParse('   \t'))).toEqual([MESSAGES.required]);
    expect(messages(requiredText().safeParse(undefined))).toEqual([MESSAGES.required]);
  });
  it('trims the value', () => {
    expect(requiredText().parse('  hello ')).toBe('hello');
  });
  it('uses a custom message when given', () => {
    expect(messages(requiredText(MESSAGES.cityRequired).safeParse(''))).toEqual([MESSAGES.cityRequired]);
  });
});

describe('requiredDigits', () => {
  it("rejects non-digits with 'Numbers only.' and reports only that", () => {
    expect(messages(requiredDigits().safeParse('12a'))).toEqual([MESSAGES.numbersOnly]);
  });
  it('reports only the required message when empty', () => {
    expect(messages(requiredDigits(MESSAGES.accountNumberRequired).safeParse(''))).toEqual([MESSAGES.accountNumberRequired]);
  });
});

describe('optionalText', () => {
  it('accepts undefined and empty, rejects beyond the limit', () => {
    expect(optionalText(3).parse(undefined)).toBeUndefined();
    expect(optionalText(3).parse(' ab ')).toBe('ab');
    expect(messages(optionalText(3).safeParse('abcd'))).toEqual(['At most 3 characters']);
  });
});

describe('length messages', () => {
  it("fills 'At least {minLength} in length' and 'At most {maxLength} characters'", () => {
    expect(minLengthMessage(8)).toBe('At least 8 in length');
    expect(maxLengthMessage(25)).toBe('At most 25 characters');
  });
});

describe('countWords', () => {
  it('counts whitespace-separated words and ignores extra whitespace', () => {
    expect(countWords('')).toBe(0);
    expect(countWords('   ')).toBe(0);
    expect(countWords(' one  two\nthree\t')).toBe(3);
  });
  it('counts each Chinese or Japanese character as a word', () => {
    expect(countWords('我是房地产经纪人')).toBe(8);
    expect(countWords('Agent 李 since 2010')).toBe(4);
  });
});

describe('About me', () => {
  it('accepts exactly 800 words and an empty text', () => {
    expect(ZAboutMe.safeParse(Array.from({ length: 800 }, () => 'word').join(' ')).success).toBe(true);
    expect(ZAboutMe.safeParse('').success).toBe(true);
  });
  it("rejects 801 words with 'At most 800 words'", () => {
    expect(messages(ZAboutMe.safeParse(Array.from({ length: 801 }, () => 'word').join(' ')))).toEqual(['At most 800 words']);
  });
  it('maxWordsText works for any limit', () => {
    expect(maxWordsText(2).safeParse('a b c').success).toBe(false);
  });
});
