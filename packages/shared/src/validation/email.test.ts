import { describe, expect, it } from 'vitest';
import { MESSAGES } from '../messages/messages';
import { ZEmail } from './email';

const messages = (value: unknown) => ZEmail.safeParse(value).error?.issues.map((issue) => issue.message) ?? [];

describe('email', () => {
  it('is trimmed and lowercased', () => {
    expect(ZEmail.parse('  Jane.Doe@Example.COM ')).toBe('jane.doe@example.com');
  });
  it("reports only 'This field is required.' when empty or whitespace", () => {
    expect(messages('')).toEqual([MESSAGES.required]);
    expect(messages('   ')).toEqual([MESSAGES.required]);
    expect(messages(undefined)).toEqual([MESSAGES.required]);
  });
  it("reports 'Please enter a valid email.' for text that is not an email", () => {
    for (const bad of ['jane', 'jane@', '@example.com', 'jane@example', 'jane doe@example.com', 'jane@example.c']) {
      expect(messages(bad)).toEqual([MESSAGES.emailInvalid]);
    }
  });
  it('rejects addresses longer than 254 characters', () => {
    expect(messages(`${'a'.repeat(250)}@example.com`)).toEqual([MESSAGES.emailInvalid]);
  });
});
