import { z } from 'zod';
import { BLANK_MESSAGE } from './field-messages.ts';
import type { FieldErrors } from './messages.ts';
import { hasControlCharacters, storableText } from './resources/payload-fields.ts';
import { isCustomerAccount } from './roles.ts';

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
  // A NUL byte or another control character is no address (and cannot even be looked up).
  return (
    trimmed.length <= EMAIL_MAX_LENGTH &&
    EMAIL_PATTERN.test(trimmed) &&
    !hasControlCharacters(trimmed)
  );
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

/**
 * Why a sign-in was refused, by the catalogue's key under `login.` (Devise's failure keys): the
 * server answers the English sentence as `error` and the key as `code`, so the sign-in screen
 * shows the sentence in the user's language where its locale has one.
 */
export const SIGN_IN_FAILURES = {
  invalid: ACCOUNT_MESSAGES.invalidLogin,
  locked: ACCOUNT_MESSAGES.locked,
  frozen: ACCOUNT_MESSAGES.frozen,
  inactive: ACCOUNT_MESSAGES.inactive,
} as const;
export type SignInFailure = keyof typeof SIGN_IN_FAILURES;

/**
 * What the sign-in page says when a Facebook or OpenID Connect sign-in did not get the visitor
 * in (the page shows its `message` query parameter). `{provider}` is the provider's name.
 */
export const SOCIAL_SIGN_IN_MESSAGES = {
  /** The provider's answer was refused, cancelled, expired or forged: start again. */
  failed:
    'Signing in with {provider} did not work. Please try again, or sign in with your password.',
  noEmail:
    'Your {provider} account did not share a verified e-mail address, so we could not tell who you are.',
  noAccount:
    'No account here uses {email}. Sign in with your password, or ask us to invite this address.',
} as const;

/** A social sign-in message with its provider's name (and e-mail) filled in. */
export function socialSignInMessage(
  key: keyof typeof SOCIAL_SIGN_IN_MESSAGES,
  values: { provider: string; email?: string },
): string {
  return SOCIAL_SIGN_IN_MESSAGES[key]
    .replace('{provider}', values.provider)
    .replace('{email}', values.email ?? '');
}

/** Rails/Devise texts for a token field (`resetPasswordToken`, `confirmationToken`, `unlockToken`). */
export const TOKEN_INVALID_MESSAGE = 'is invalid';
export const TOKEN_EXPIRED_MESSAGE = 'has expired, please request a new one';

/** Issues for a zod refinement from Rails-style field errors (one issue per message). */
function addFieldErrors(errors: FieldErrors, ctx: z.RefinementCtx): void {
  for (const [field, messages] of Object.entries(errors))
    for (const message of messages) ctx.addIssue({ code: 'custom', path: [field], message });
}

const passwordPairShape = {
  password: z.string().default('').meta({ example: 'new-secret-1' }),
  passwordConfirmation: z.string().default('').meta({ example: 'new-secret-1' }),
};

const passwordPairRule = (
  pair: { password: string; passwordConfirmation: string },
  ctx: z.RefinementCtx,
) => addFieldErrors(validatePasswordPair(pair.password, pair.passwordConfirmation), ctx);

/**
 * A new password and its confirmation, by validatePasswordPair's rules: the new-password
 * forms and `PUT /api/v2/users/{id}/change_password` (`{ user: {...} }`).
 */
export const passwordPairFields = z
  .object(passwordPairShape)
  .superRefine(passwordPairRule)
  .meta({
    id: 'PasswordPair',
    description: `password ${PASSWORD_MIN_LENGTH} to ${PASSWORD_MAX_LENGTH} characters, passwordConfirmation equal to it.`,
  });
export type PasswordPairFields = z.infer<typeof passwordPairFields>;

/**
 * `PUT /api/secret.json` and `PUT /api/setup.json` (`{ user: {...} }`): the mailed token and
 * the new password pair. The token's validity is the server's to judge.
 */
export const newPasswordFields = z
  .object({
    resetPasswordToken: z
      .string()
      .trim()
      .default('')
      .meta({ description: 'The token of the mailed link.', example: 'pZ3kQ9wL2vX7' }),
    ...passwordPairShape,
  })
  .superRefine(passwordPairRule)
  .meta({
    id: 'NewPasswordRequest',
    description: `The mailed token; password ${PASSWORD_MIN_LENGTH} to ${PASSWORD_MAX_LENGTH} characters, passwordConfirmation equal to it.`,
  });
export type NewPasswordFields = z.infer<typeof newPasswordFields>;

/**
 * One e-mail address: the "mail me" forms (sign-in link, reset, confirmation, unlock) and
 * their calls (`{ user: { email } }`, or `?email=` for the sign-in link).
 */
export const emailFields = z
  .object({
    email: z
      .string()
      .trim()
      // A blank address is only blank, not also malformed.
      .min(1, { message: BLANK_MESSAGE, abort: true })
      .refine((email) => isEmailAddress(email), 'is invalid')
      .meta({ format: 'email', example: 'tutor@demo.test' }),
  })
  .meta({ id: 'EmailRequest' });
export type EmailFields = z.infer<typeof emailFields>;

/**
 * `POST /api/login.json` and the password sign-in form: an e-mail (`login`, any case) and a
 * password, or the token of a mailed sign-in link instead.
 */
export const signInFields = z
  .object({
    login: storableText.trim().optional().meta({ example: 'tutor@demo.test' }),
    password: z.string().optional().meta({ example: 'demo1234' }),
    token: z
      .string()
      .trim()
      .optional()
      .meta({ description: 'The token of a mailed sign-in link, instead of login and password.' }),
  })
  .superRefine((fields, ctx) => {
    if (fields.token) return;
    const errors: FieldErrors = {};
    if (!fields.login) errors.login = [BLANK_MESSAGE];
    if (!fields.password) errors.password = [BLANK_MESSAGE];
    addFieldErrors(errors, ctx);
  })
  .meta({
    id: 'LoginRequest',
    description:
      'Either login (e-mail, any case) and password, or the token of a mailed sign-in link (GET /api/v2/sso.json; single use).',
  });
export type SignInFields = z.infer<typeof signInFields>;

export const STAFF_ACCOUNT_ADMINS_ONLY_MESSAGE =
  'This contact is also a staff member: only an admin may change their account.';

/**
 * Whether the actor may change a contact's sign-in account (its e-mail, its deactivation by a
 * merge): anyone allowed to edit contacts on a customer's, only an admin on one that also holds
 * a staff or tutor role (the e-mail is their sign-in: changing it hands over the account).
 */
export function mayChangeContactAccount(
  actor: { roles: readonly string[] },
  account: { roles: readonly string[] },
): boolean {
  return actor.roles.includes('admin') || isCustomerAccount(account);
}
