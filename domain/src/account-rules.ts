import type { FieldErrors } from './messages.ts';

/** Spec §5 and §9: "Password minimum 6". */
export const PASSWORD_MIN_LENGTH = 6;
/** Devise's default ceiling; also bounds the cost of hashing a hostile input. */
export const PASSWORD_MAX_LENGTH = 128;
/** Issue 3: "after 5 consecutive failed sign-ins an account is locked". */
export const LOCK_AFTER_FAILED_ATTEMPTS = 5;

/** The single-use tokens mailed to users (account_tokens.kind). */
export const ACCOUNT_TOKEN_KINDS = ['reset_password', 'confirmation', 'unlock', 'sign_in'] as const;
export type AccountTokenKind = (typeof ACCOUNT_TOKEN_KINDS)[number];

const MINUTE = 60 * 1000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/**
 * How long a mailed token works. Reset 6 hours, confirmation 3 days and sign-in link 15
 * minutes are issue 3's; unlock is ours: a day is long enough to get to one's mailbox and
 * short enough that an old mail lying around is useless (a new one is a click away at /unlock).
 */
export const ACCOUNT_TOKEN_LIFETIME_MS: Record<AccountTokenKind, number> = {
  reset_password: 6 * HOUR,
  confirmation: 3 * DAY,
  unlock: 1 * DAY,
  sign_in: 15 * MINUTE,
};

/** "6 hours", "3 days", "15 minutes": a lifetime as mails and pages say it. */
export function describeLifetime(ms: number): string {
  const units: [number, string][] = [
    [DAY, 'day'],
    [HOUR, 'hour'],
    [MINUTE, 'minute'],
  ];
  for (const [size, name] of units) {
    if (ms >= size && ms % size === 0) {
      const count = ms / size;
      return `${count} ${name}${count === 1 ? '' : 's'}`;
    }
  }
  const minutes = Math.max(1, Math.round(ms / MINUTE));
  return `${minutes} minute${minutes === 1 ? '' : 's'}`;
}

export const BLANK_MESSAGE = "can't be blank";
export const PASSWORD_TOO_SHORT_MESSAGE = `is too short (minimum is ${PASSWORD_MIN_LENGTH} characters)`;
export const PASSWORD_TOO_LONG_MESSAGE = `is too long (maximum is ${PASSWORD_MAX_LENGTH} characters)`;
/** The spec's 'noMatch'; the Rails text, so the sentence reads "Password confirmation doesn't match Password.". */
export const PASSWORD_MISMATCH_MESSAGE = "doesn't match Password";

/**
 * A new password and its confirmation (spec §5: at least 6 characters, both fields required,
 * the confirmation must match), as Rails-style errors keyed `password` and
 * `passwordConfirmation`; `{}` when valid. The server and the forms both call this.
 */
export function validatePasswordPair(
  password: string | null | undefined,
  confirmation: string | null | undefined,
): FieldErrors {
  const errors: FieldErrors = {};
  const add = (field: string, message: string) => (errors[field] ??= []).push(message);
  if (!password) add('password', BLANK_MESSAGE);
  else if (password.length < PASSWORD_MIN_LENGTH) add('password', PASSWORD_TOO_SHORT_MESSAGE);
  else if (password.length > PASSWORD_MAX_LENGTH) add('password', PASSWORD_TOO_LONG_MESSAGE);
  if (!confirmation) add('passwordConfirmation', BLANK_MESSAGE);
  else if (password && confirmation !== password)
    add('passwordConfirmation', PASSWORD_MISMATCH_MESSAGE);
  return errors;
}

/**
 * A plausible e-mail address: one @, something before it, a dotted domain after it, no spaces,
 * at most 191 characters (the column's length). Deliverability is the mail server's business.
 */
export const EMAIL_MAX_LENGTH = 191;
const EMAIL_PATTERN = /^[^\s@]+@[^\s@.]+(\.[^\s@.]+)+$/;
export function isEmailAddress(value: string): boolean {
  const trimmed = value.trim();
  return trimmed.length <= EMAIL_MAX_LENGTH && EMAIL_PATTERN.test(trimmed);
}

/** Server messages shown as-is by the sign-in screen (they contain spaces, spec §8). */
export const ACCOUNT_MESSAGES = {
  invalidLogin: 'Invalid login or password.',
  locked:
    'Your account is locked. We have e-mailed you a link to unlock it; you can ask for a new one on the Unlock account page.',
  frozen: 'Your account has been frozen. Please contact customer service.',
  inactive: 'Your account is not active. Please contact customer service.',
  invalidSignInLink: 'This sign-in link is invalid or has expired. Please ask for a new one.',
  /** The same answer whether or not the address has an account. */
  signInLinkSent: 'If that e-mail has an account, a sign-in link has been sent to it.',
  resetSent: 'If that e-mail has an account, password reset instructions have been sent to it.',
  confirmationSent:
    'If that e-mail has an account waiting for confirmation, instructions have been sent to it.',
  unlockSent: 'If that e-mail has a locked account, unlock instructions have been sent to it.',
  invalidEmail: 'Please enter a valid e-mail address.',
  alreadyHasPassword: 'This account already has a password. Use "Forgot your password?" instead.',
} as const;

/** Rails/Devise texts for a token field (`resetPasswordToken`, `confirmationToken`, `unlockToken`). */
export const TOKEN_INVALID_MESSAGE = 'is invalid';
export const TOKEN_EXPIRED_MESSAGE = 'has expired, please request a new one';
