import { describe, expect, it } from 'vitest';
import { MESSAGES } from '../messages/messages';
import { ZPersonName } from './names';

const firstMessage = (value: unknown) => ZPersonName.safeParse(value).error?.issues[0]?.message;

describe('first and last names', () => {
  it("are required: 'This field is required.' for empty or whitespace", () => {
    expect(firstMessage('')).toBe(MESSAGES.required);
    expect(firstMessage('   ')).toBe(MESSAGES.required);
  });
  it("may not contain spaces: 'Please eliminate spaces in name.'", () => {
    expect(firstMessage('Mary Ann')).toBe(MESSAGES.nameNoSpaces);
  });
  it('are trimmed, so surrounding spaces are not an error', () => {
    expect(ZPersonName.parse('  Mary ')).toBe('Mary');
  });
  it("are letters only: 'Letters only.' for digits, hyphens, apostrophes", () => {
    expect(firstMessage('R2D2')).toBe(MESSAGES.alphabeticOnly);
    expect(firstMessage('Mary-Ann')).toBe(MESSAGES.alphabeticOnly);
    expect(firstMessage("O'Neil")).toBe(MESSAGES.alphabeticOnly);
  });
  it('accept letters of any script and accents', () => {
    expect(ZPersonName.safeParse('José').success).toBe(true);
    expect(ZPersonName.safeParse('李小龍').success).toBe(true);
  });
  it("are at most 25 characters: 25 pass, 26 give 'At most 25 characters'", () => {
    expect(ZPersonName.safeParse('a'.repeat(25)).success).toBe(true);
    expect(firstMessage('a'.repeat(26))).toBe('At most 25 characters');
  });
});
