import { describe, expect, it } from 'vitest';
import { MESSAGES } from '../messages/messages';
import { ZLoginForm, ZSignUpForm } from './auth-forms';

const fieldErrors = (result: { error?: { issues: { path: PropertyKey[]; message: string }[] } }) =>
  Object.fromEntries((result.error?.issues ?? []).map((issue) => [issue.path.join('.'), issue.message]));

const validSignUp = {
  firstName: 'Ada',
  lastName: 'Lovelace',
  email: ' Ada@Example.COM ',
  password: 'Secret1$',
  confirmPassword: 'Secret1$',
};

describe('login form', () => {
  it('is valid with a valid email and any non-empty password, email lowercased', () => {
    expect(ZLoginForm.parse({ email: 'A@B.co', password: 'x' })).toEqual({ email: 'a@b.co', password: 'x' });
  });
  it('is invalid when either field is empty or the email is invalid', () => {
    expect(fieldErrors(ZLoginForm.safeParse({ email: '', password: '' }))).toEqual({
      email: MESSAGES.required,
      password: MESSAGES.required,
    });
    expect(fieldErrors(ZLoginForm.safeParse({ email: 'nope', password: ' ' }))).toEqual({
      email: MESSAGES.emailInvalid,
      password: MESSAGES.required,
    });
  });
});

describe('sign-up form', () => {
  it('accepts a complete form and normalises the email', () => {
    expect(ZSignUpForm.parse(validSignUp).email).toBe('ada@example.com');
  });
  it("reports 'Passwords do not match' on confirmPassword", () => {
    expect(fieldErrors(ZSignUpForm.safeParse({ ...validSignUp, confirmPassword: 'Secret1%' }))).toEqual({
      confirmPassword: MESSAGES.passwordsDoNotMatch,
    });
  });
  it('reports the mismatch even while other fields are invalid', () => {
    const errors = fieldErrors(ZSignUpForm.safeParse({ ...validSignUp, firstName: '', password: 'weak', confirmPassword: 'other' }));
    expect(errors).toEqual({
      firstName: MESSAGES.required,
      password: MESSAGES.passwordRequirements,
      confirmPassword: MESSAGES.passwordsDoNotMatch,
    });
  });
  it("requires confirmPassword: 'This field is required.' rather than a mismatch", () => {
    expect(fieldErrors(ZSignUpForm.safeParse({ ...validSignUp, confirmPassword: '' }))).toEqual({
      confirmPassword: MESSAGES.required,
    });
  });
  it('validates every field at once so all can be marked touched', () => {
    const errors = fieldErrors(ZSignUpForm.safeParse({}));
    expect(Object.keys(errors).sort()).toEqual(['confirmPassword', 'email', 'firstName', 'lastName', 'password']);
  });
  it('keeps the industry-professional box when ticked', () => {
    expect(ZSignUpForm.parse({ ...validSignUp, industryProfessional: true }).industryProfessional).toBe(true);
  });
});
