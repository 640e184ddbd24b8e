import { z } from 'zod';
import {
  ACCOUNT_MESSAGES,
  BLANK_MESSAGE,
  type AccountTokenOutcome,
  type PasswordPairFields,
} from '@tp/domain';

/**
 * The account calls' own schemas. Their payloads are domain's (`emailFields`,
 * `newPasswordFields`, `passwordPairFields`), shared with the forms.
 */

/** Devise's `{ "user": {...} }` envelope; a body without it is taken as `{ user: {} }`. */
export function userEnvelope<Fields extends z.ZodType>(fields: Fields) {
  // `{}` is no valid input of most payloads; prefault parses it, so the fields are named.
  return z.object({ user: fields.prefault({} as z.input<Fields>) });
}

/**
 * `PUT /api/v2/users/{id}/change_password` (users.routes.ts): only the shape, since that route
 * reads the body before it checks the caller (a signed-out call must be a 401, not a 422);
 * the service then applies domain's password rules, which the document describes with
 * `passwordPairFields`.
 */
export const staffPasswordFields = z.object({
  password: z.string().default(''),
  passwordConfirmation: z.string().default(''),
}) satisfies z.ZodType<PasswordPairFields>;
export type StaffPasswordFields = z.infer<typeof staffPasswordFields>;

/** `{ user: {...} }` -> its inside, or `{}` so validation names the missing fields. */
export function unwrapUser(body: unknown): unknown {
  if (body && typeof body === 'object' && 'user' in body) {
    const inner = (body as { user: unknown }).user;
    if (inner && typeof inner === 'object') return inner;
  }
  return {};
}

/** A mailed link's token, as a query parameter (`?confirmation_token=`, `?unlock_token=`). */
export function tokenQuery<Name extends string>(name: Name) {
  const token = z
    .string()
    .trim()
    .min(1, BLANK_MESSAGE)
    .meta({ description: 'The token of the mailed link.' });
  return z.object({ [name]: token } as Record<Name, typeof token>);
}

/** The answer to every "mail me" call: the same whatever the address's account state. */
export const mailRequestedAnswer = z
  .object({
    status: z.literal('ok'),
    message: z.string().meta({ example: ACCOUNT_MESSAGES.resetSent }),
  })
  .meta({ id: 'MailRequested' });

/** GET /api/v2/sso.json's 422: the sign-in screen reads status and message. */
export const signInLinkRefusedAnswer = z.object({
  status: z.literal('error'),
  message: z.string().meta({ example: ACCOUNT_MESSAGES.invalidEmail }),
  error: z.string().meta({ example: ACCOUNT_MESSAGES.invalidEmail }),
  errors: z.record(z.string(), z.array(z.string())).meta({ example: { email: ['is invalid'] } }),
});

/** What an account page learns after a token is used (domain's AccountTokenOutcome). */
export const accountTokenOutcomeWire = z
  .object({
    email: z.string().meta({ example: 'tutor@demo.test' }),
    firstName: z.string().meta({ example: 'Tara' }),
    language: z.string().meta({ example: 'en' }),
    hasPassword: z.boolean(),
    resetPasswordToken: z.string().optional().meta({
      description: 'Only when the account has no password yet: the token for PUT /api/setup.json.',
    }),
  })
  .meta({
    id: 'AccountTokenOutcome',
    description: 'What an account page learns after a token is used; nobody is signed in.',
  }) satisfies z.ZodType<AccountTokenOutcome>;
export const accountTokenOutcomeAnswer = z.object({ user: accountTokenOutcomeWire });
