import { ZErrorEnvelope } from '@app/shared/http/envelope';
import { describe, expect, it } from 'vitest';
import { readErrorEnvelope } from './error-envelope';

const samples: unknown[] = [
  { success: false, message: 'Email is already in use', code: 'EMAIL_IN_USE' },
  { success: false, message: 'Invalid input', code: 'VALIDATION', fields: { email: 'Invalid email address' } },
  { success: false, message: 'Invalid input', code: 'VALIDATION', fields: {} },
  { success: false, message: 'x', code: 'X', extra: 1 },
  { success: false, message: 'x', code: 'X', fields: { email: 3 } },
  { success: false, message: 'x', code: 'X', fields: ['a'] },
  { success: false, message: 'x', code: 'X', fields: null },
  { success: false, message: 'x' },
  { success: false, code: 'X' },
  { success: true, message: 'x', code: 'X' },
  { success: 'false', message: 'x', code: 'X' },
  { success: false, message: 1, code: 'X' },
  '<html>Bad gateway</html>',
  null,
  undefined,
  [],
  42,
];

describe('reading a failed reply without zod', () => {
  it.each(samples.map((sample) => [JSON.stringify(sample), sample]))('agrees with the shared ZErrorEnvelope on %s', (_, sample) => {
    const parsed = ZErrorEnvelope.safeParse(sample);
    expect(readErrorEnvelope(sample)).toEqual(parsed.success ? parsed.data : undefined);
  });
});
