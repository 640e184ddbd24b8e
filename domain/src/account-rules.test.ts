import { describe, expect, it } from 'vitest';
import { CONTROL_CHARACTERS_MESSAGE } from './resources/payload-fields.ts';
import {
  ACCOUNT_TOKEN_LIFETIME_MS,
  LOCK_AFTER_FAILED_ATTEMPTS,
  socialSignInMessage,
  PASSWORD_MIN_LENGTH,
  describeLifetime,
  emailFields,
  isEmailAddress,
  newPasswordFields,
  passwordPairFields,
  signInFields,
  validatePasswordPair,
} from './account-rules.ts';
import { errorsToSentence } from './messages.ts';

describe('account constants', () => {
  it('needs passwords of at least 6 characters and locks after 5 failed sign-ins', () => {
    expect(PASSWORD_MIN_LENGTH).toBe(6);
    expect(LOCK_AFTER_FAILED_ATTEMPTS).toBe(5);
  });

  it('lets reset links work 6 hours, confirmations 3 days, sign-in links 15 minutes, unlocks 1 day', () => {
    expect(describeLifetime(ACCOUNT_TOKEN_LIFETIME_MS.reset_password)).toBe('6 hours');
    expect(describeLifetime(ACCOUNT_TOKEN_LIFETIME_MS.confirmation)).toBe('3 days');
    expect(describeLifetime(ACCOUNT_TOKEN_LIFETIME_MS.sign_in)).toBe('15 minutes');
    expect(describeLifetime(ACCOUNT_TOKEN_LIFETIME_MS.unlock)).toBe('1 day');
  });
});

describe('validatePasswordPair', () => {
  it('accepts a password of 6 characters confirmed exactly', () => {
    expect(validatePasswordPair('abcdef', 'abcdef')).toEqual({});
  });

  it('requires both fields', () => {
    expect(validatePasswordPair('', undefined)).toEqual({
      password: ["can't be blank"],
      passwordConfirmation: ["can't be blank"],
    });
  });

  it('refuses a password shorter than 6 characters', () => {
    expect(validatePasswordPair('abcde', 'abcde')).toEqual({
      password: ['is too short (minimum is 6 characters)'],
    });
  });

  it('refuses a password longer than 128 characters', () => {
    const long = 'x'.repeat(129);
    expect(validatePasswordPair(long, long).password).toEqual([
      'is too long (maximum is 128 characters)',
    ]);
  });

  it('refuses a confirmation that does not match, reading as one sentence', () => {
    const errors = validatePasswordPair('abcdef', 'abcdeg');
    expect(errors).toEqual({ passwordConfirmation: ["doesn't match Password"] });
    expect(errorsToSentence(errors)).toBe("Password confirmation doesn't match Password.");
  });

  it('does not report a mismatch when the password itself is missing', () => {
    expect(validatePasswordPair('', 'abcdef')).toEqual({ password: ["can't be blank"] });
  });
});

describe('isEmailAddress', () => {
  it('accepts ordinary addresses, with spaces around', () => {
    expect(isEmailAddress('ada@example.test')).toBe(true);
    expect(isEmailAddress(' Ada.Lovelace+tp@mail.example.co.uk ')).toBe(true);
  });

  it('refuses an address with a NUL byte or another control character (it cannot be looked up)', () => {
    expect(isEmailAddress('a\u0000b@example.test')).toBe(false);
    expect(isEmailAddress('ada@exa\u001bmple.test')).toBe(false);
  });

  it('refuses text without an @, a dotted domain, or with spaces inside', () => {
    for (const value of [
      '',
      'ada',
      'ada@',
      '@example.test',
      'ada@example',
      'a da@example.test',
      'ada@@example.test',
      'ada@example..test',
    ]) {
      expect(isEmailAddress(value), value).toBe(false);
    }
  });

  it('refuses addresses longer than 191 characters', () => {
    expect(isEmailAddress(`${'a'.repeat(180)}@example.test`)).toBe(false);
  });
});

/** A failed parse's messages by top-level field, as the server's 422 and the forms show them. */
function errorsOf(result: { error?: { issues: { path: PropertyKey[]; message: string }[] } }) {
  const errors: Record<string, string[]> = {};
  for (const issue of result.error?.issues ?? [])
    (errors[String(issue.path[0] ?? 'base')] ??= []).push(issue.message);
  return errors;
}

describe('payload schemas', () => {
  it('checks a password pair with validatePasswordPair', () => {
    expect(errorsOf(passwordPairFields.safeParse({}))).toEqual(validatePasswordPair('', ''));
    expect(
      errorsOf(passwordPairFields.safeParse({ password: 'abcdef', passwordConfirmation: 'x' })),
    ).toEqual({ passwordConfirmation: ["doesn't match Password"] });
    expect(
      passwordPairFields.safeParse({ password: 'abcdef', passwordConfirmation: 'abcdef' }).success,
    ).toBe(true);
  });

  it('leaves the reset token to the server but applies the password rules with it', () => {
    const parsed = newPasswordFields.safeParse({
      password: 'abcdef',
      passwordConfirmation: 'abcdef',
    });
    expect(parsed.data).toEqual({
      resetPasswordToken: '',
      password: 'abcdef',
      passwordConfirmation: 'abcdef',
    });
    expect(errorsOf(newPasswordFields.safeParse({ resetPasswordToken: 't' }))).toEqual({
      password: ["can't be blank"],
      passwordConfirmation: ["can't be blank"],
    });
  });

  it('says a blank e-mail is blank, and only that', () => {
    expect(errorsOf(emailFields.safeParse({ email: '  ' }))).toEqual({ email: ["can't be blank"] });
    expect(errorsOf(emailFields.safeParse({ email: 'ada' }))).toEqual({ email: ['is invalid'] });
    expect(emailFields.parse({ email: ' ada@example.test ' })).toEqual({
      email: 'ada@example.test',
    });
  });

  it('needs login and password for a password sign-in, nothing else with a link token', () => {
    expect(errorsOf(signInFields.safeParse({ login: ' ', password: '' }))).toEqual({
      login: ["can't be blank"],
      password: ["can't be blank"],
    });
    expect(signInFields.safeParse({ token: 'abc' }).success).toBe(true);
    expect(signInFields.parse({ login: ' ada@example.test ', password: 'x' }).login).toBe(
      'ada@example.test',
    );
  });

  it('refuses a login with a NUL byte', () => {
    expect(errorsOf(signInFields.safeParse({ login: 'a\u0000b', password: 'x' }))).toEqual({
      login: [CONTROL_CHARACTERS_MESSAGE],
    });
  });
});

describe('socialSignInMessage', () => {
  it('names the provider, and the address nobody here uses', () => {
    expect(socialSignInMessage('failed', { provider: 'Facebook' })).toBe(
      'Signing in with Facebook did not work. Please try again, or sign in with your password.',
    );
    expect(socialSignInMessage('noAccount', { provider: 'SSO', email: 'a@b.test' })).toBe(
      'No account here uses a@b.test. Sign in with your password, or ask us to invite this address.',
    );
  });
});
