import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { withConfirmation } from './confirmation';
import { requiredText } from './text';

const schema = withConfirmation(
  z.object({ secret: requiredText(), again: requiredText(), other: requiredText() }),
  'secret',
  'again',
  'Mismatch',
);
const issues = (value: unknown) => schema.safeParse(value).error?.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`) ?? [];

describe('withConfirmation', () => {
  it('passes when the second entry equals the first', () => {
    expect(schema.safeParse({ secret: 'a', again: 'a', other: 'x' }).success).toBe(true);
  });
  it('compares trimmed values', () => {
    expect(schema.safeParse({ secret: 'a ', again: ' a', other: 'x' }).success).toBe(true);
  });
  it('reports a mismatch on the confirmation field', () => {
    expect(issues({ secret: 'a', again: 'b', other: 'x' })).toEqual(['again: Mismatch']);
  });
  it('reports a mismatch even when another field is invalid', () => {
    expect(issues({ secret: 'a', again: 'b', other: '' })).toEqual(['other: This field is required.', 'again: Mismatch']);
  });
  it('does not report a mismatch while the confirmation is empty or missing', () => {
    expect(issues({ secret: 'a', again: '', other: 'x' })).toEqual(['again: This field is required.']);
    expect(issues({ secret: 'a', other: 'x' })).toEqual(['again: This field is required.']);
  });
});
