import { z } from 'zod';
import { FIELD_LIMITS } from '../constants/field-limits';
import { formatMessage, MESSAGES } from '../messages/messages';

/**
 * Check options reporting `message` only when the field has no earlier error, so a field shows
 * one error at a time. (Zod's `abort: true` would do that too, but it also stops object-level
 * checks such as the password confirmation from running while any field is invalid.)
 */
export function ifNoEarlierError(message: string) {
  return { message, when: (payload: { issues: readonly unknown[] }) => payload.issues.length === 0 };
}

/** A required text field: trimmed, and `message` when missing, empty or only whitespace. */
export function requiredText(message: string = MESSAGES.required) {
  return z.string(message).trim().min(1, message);
}

/** A required digits-only field: `requiredMessage` when empty, 'Numbers only.' for anything else but digits. */
export function requiredDigits(requiredMessage: string = MESSAGES.required) {
  return requiredText(requiredMessage).regex(/^\d+$/, ifNoEarlierError(MESSAGES.numbersOnly));
}

/** An optional trimmed text of at most `maxLength` characters ('At most {maxLength} characters'). */
export function optionalText(maxLength: number) {
  return z.string(MESSAGES.invalidInput).trim().max(maxLength, maxLengthMessage(maxLength)).optional();
}

/** 'At most {maxLength} characters' for a length. */
export function maxLengthMessage(maxLength: number): string {
  return formatMessage('maxLength', { maxLength });
}

/** 'At least {minLength} in length' for a length. */
export function minLengthMessage(minLength: number): string {
  return formatMessage('minLength', { minLength });
}

// Chinese and Japanese are written without spaces, so each ideograph or kana counts as a word.
const WORD_PATTERN = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}]|[^\s\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}]+/gu;

/** Number of words in a text: runs separated by whitespace, with each CJK character one word. */
export function countWords(text: string): number {
  return text.match(WORD_PATTERN)?.length ?? 0;
}

/** Free text, possibly empty, of at most `maxWords` words: 'At most {maxWords} words'. */
export function maxWordsText(maxWords: number) {
  return z
    .string(MESSAGES.invalidInput)
    .trim()
    .refine((text) => countWords(text) <= maxWords, formatMessage('maxWords', { maxWords }));
}

/** The professional profile's About me: at most 800 words, may be empty. */
export const ZAboutMe = maxWordsText(FIELD_LIMITS.aboutMeMaxWords);
