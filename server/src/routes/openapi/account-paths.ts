import {
  ACCOUNT_MESSAGES,
  PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
  ROLES,
  TOKEN_EXPIRED_MESSAGE,
  TOKEN_INVALID_MESSAGE,
} from '@tp/domain';
import { RATE_LIMITED_MESSAGE } from '../../http/rate-limit.ts';
import type { JsonSchema } from './json-schema.ts';

const ref = (name: string): JsonSchema => ({ $ref: `#/components/schemas/${name}` });
const json = (schema: JsonSchema) => ({ 'application/json': { schema } });
const error = (description: string) => ({ description, content: json(ref('Error')) });
const invalid = (description: string) => ({
  description,
  content: json(ref('ValidationError')),
});
const userEnvelope = (schema: string) => ({
  type: 'object',
  required: ['user'],
  properties: { user: ref(schema) },
});
const userBody = (schema: string) => ({ required: true, content: json(userEnvelope(schema)) });
const ok = (description: string, schema: string) => ({
  description,
  content: json(userEnvelope(schema)),
});

/** The answer of a rate-limited call past its per-address limit. */
export const rateLimited = () => ({
  description: `Too many calls from this address in the window: "${RATE_LIMITED_MESSAGE}"`,
  headers: {
    'Retry-After': {
      description: 'Seconds until the window ends.',
      schema: { type: 'integer', example: 42 },
    },
  },
  content: json(ref('Error')),
});

const mailRequested = (message: string) => ({
  description: 'The same answer whether or not the address has an account.',
  content: json({
    ...ref('MailRequested'),
    example: { status: 'ok', message },
  }),
});

const tokenQuery = (name: string) => ({
  name,
  in: 'query',
  required: true,
  description: 'The token of the mailed link.',
  schema: { type: 'string' },
});

const tokenErrors = (field: string) =>
  `errors.${field}: "${TOKEN_INVALID_MESSAGE}" or "${TOKEN_EXPIRED_MESSAGE}"; a missing token is "can't be blank".`;

const passwordRules = `password ${PASSWORD_MIN_LENGTH} to ${PASSWORD_MAX_LENGTH} characters, passwordConfirmation equal to it.`;

/** The account pages' and staff account calls' schemas (Devise's `{ user: {...} }` envelopes). */
export const ACCOUNT_SCHEMAS = {
  ProfileRequest: {
    type: 'object',
    description: 'Any of the fields; the others keep their values.',
    properties: {
      firstName: { type: 'string', minLength: 1, maxLength: 100, example: 'Marcus' },
      lastName: { type: 'string', minLength: 1, maxLength: 100, example: 'Okafor' },
      phone: { type: 'string', example: '+1 (312) 555-0142' },
      timeZone: { type: 'string', example: 'America/Chicago' },
    },
  },
  EmailRequest: {
    type: 'object',
    required: ['email'],
    properties: { email: { type: 'string', format: 'email', example: 'tutor@demo.test' } },
  },
  NewPasswordRequest: {
    type: 'object',
    required: ['resetPasswordToken', 'password', 'passwordConfirmation'],
    properties: {
      resetPasswordToken: { type: 'string', description: 'The token of the mailed link.' },
      password: { type: 'string', example: 'new-secret-1' },
      passwordConfirmation: { type: 'string', example: 'new-secret-1' },
    },
  },
  StaffPasswordRequest: {
    type: 'object',
    required: ['password', 'passwordConfirmation'],
    properties: {
      password: { type: 'string', example: 'new-secret-1' },
      passwordConfirmation: { type: 'string', example: 'new-secret-1' },
    },
  },
  MailRequested: {
    type: 'object',
    required: ['status', 'message'],
    properties: {
      status: { type: 'string', enum: ['ok'] },
      message: { type: 'string', example: ACCOUNT_MESSAGES.resetSent },
    },
  },
  AccountTokenOutcome: {
    type: 'object',
    description: 'What an account page learns after a token is used; nobody is signed in.',
    required: ['email', 'firstName', 'language', 'hasPassword'],
    properties: {
      email: { type: 'string', example: 'tutor@demo.test' },
      firstName: { type: 'string', example: 'Tara' },
      language: { type: 'string', example: 'en' },
      hasPassword: { type: 'boolean' },
      resetPasswordToken: {
        type: 'string',
        description:
          'Only when the account has no password yet: the token for PUT /api/setup.json.',
      },
    },
  },
  UserAccount: {
    type: 'object',
    description: "A user's account state as staff see it (no secrets).",
    required: [
      'id',
      'email',
      'firstName',
      'lastName',
      'roles',
      'language',
      'active',
      'hasPassword',
      'confirmedAt',
      'unconfirmedEmail',
      'failedAttempts',
      'lockedAt',
      'frozenAt',
      'isLocked',
      'isFrozen',
      'createdAt',
    ],
    properties: {
      id: { type: 'integer', example: 7 },
      email: { type: 'string', example: 'tutor@demo.test' },
      firstName: { type: 'string', example: 'Tara' },
      lastName: { type: 'string', example: 'Tutor' },
      roles: { type: 'array', items: { type: 'string', enum: [...ROLES] }, example: ['tutor'] },
      language: { type: 'string', example: 'en' },
      active: { type: 'boolean' },
      hasPassword: { type: 'boolean' },
      confirmedAt: { type: ['string', 'null'], format: 'date-time' },
      unconfirmedEmail: { type: ['string', 'null'] },
      failedAttempts: { type: 'integer', example: 0 },
      lockedAt: { type: ['string', 'null'], format: 'date-time', example: null },
      frozenAt: { type: ['string', 'null'], format: 'date-time', example: null },
      isLocked: { type: 'boolean', example: false },
      isFrozen: { type: 'boolean', example: false },
      createdAt: { type: 'string', format: 'date-time' },
    },
  },
} satisfies Record<string, JsonSchema>;

/** Public account flows: sign-in link, password reset and setup, confirmation, unlock. */
const PUBLIC_ACCOUNT_PATHS = {
  '/api/v2/sso.json': {
    get: {
      security: [],
      tags: ['auth'],
      summary: 'Mails a single-use sign-in link (used with POST /api/login.json { token }).',
      parameters: [
        {
          name: 'email',
          in: 'query',
          required: true,
          schema: { type: 'string', format: 'email', example: 'tutor@demo.test' },
        },
      ],
      responses: {
        200: mailRequested(ACCOUNT_MESSAGES.signInLinkSent),
        422: {
          description: `A blank or malformed address: status "error", message "${ACCOUNT_MESSAGES.invalidEmail}", and the same text as error with errors.email.`,
          content: json({
            type: 'object',
            required: ['status', 'message', 'error', 'errors'],
            properties: {
              status: { type: 'string', enum: ['error'] },
              message: { type: 'string', example: ACCOUNT_MESSAGES.invalidEmail },
              error: { type: 'string', example: ACCOUNT_MESSAGES.invalidEmail },
              errors: {
                type: 'object',
                additionalProperties: { type: 'array', items: { type: 'string' } },
                example: { email: ['is invalid'] },
              },
            },
          }),
        },
        429: rateLimited(),
      },
    },
  },
  '/api/secret.json': {
    post: {
      security: [],
      tags: ['auth'],
      summary: 'Mails password reset instructions.',
      requestBody: userBody('EmailRequest'),
      responses: {
        200: mailRequested(ACCOUNT_MESSAGES.resetSent),
        403: error('Invalid CSRF token.'),
        422: invalid('errors.email: "can\'t be blank" or "is invalid".'),
        429: rateLimited(),
      },
    },
    put: {
      security: [],
      tags: ['auth'],
      summary:
        'Sets a new password with the mailed token (single use); also unlocks the account, confirms the address the link went to and ends its sessions. Signs nobody in.',
      requestBody: userBody('NewPasswordRequest'),
      responses: {
        200: ok('Password set', 'AccountTokenOutcome'),
        403: error('Invalid CSRF token.'),
        422: invalid(`${tokenErrors('resetPasswordToken')} ${passwordRules}`),
        429: rateLimited(),
      },
    },
  },
  '/api/setup.json': {
    put: {
      security: [],
      tags: ['auth'],
      summary:
        'Sets the first password of an account that has none, with a reset-password token (same body as PUT /api/secret.json).',
      requestBody: userBody('NewPasswordRequest'),
      responses: {
        200: ok('Password set', 'AccountTokenOutcome'),
        403: error('Invalid CSRF token.'),
        422: invalid(
          `${tokenErrors('resetPasswordToken')} ${passwordRules} errors.base: "${ACCOUNT_MESSAGES.alreadyHasPassword}"`,
        ),
        429: rateLimited(),
      },
    },
  },
  '/api/verification.json': {
    post: {
      security: [],
      tags: ['auth'],
      summary: 'Mails e-mail confirmation instructions again.',
      requestBody: userBody('EmailRequest'),
      responses: {
        200: mailRequested(ACCOUNT_MESSAGES.confirmationSent),
        403: error('Invalid CSRF token.'),
        422: invalid('errors.email: "can\'t be blank" or "is invalid".'),
        429: rateLimited(),
      },
    },
    get: {
      security: [],
      tags: ['auth'],
      summary:
        'Confirms the address the mailed token was sent to (a changed address replaces the old one).',
      parameters: [tokenQuery('confirmation_token')],
      responses: {
        200: ok('Confirmed', 'AccountTokenOutcome'),
        422: invalid(
          `${tokenErrors('confirmationToken')} errors.email: "has already been taken" when another account took the new address.`,
        ),
        429: rateLimited(),
      },
    },
  },
  '/api/unlock.json': {
    post: {
      security: [],
      tags: ['auth'],
      summary: 'Mails unlock instructions for a locked account.',
      requestBody: userBody('EmailRequest'),
      responses: {
        200: mailRequested(ACCOUNT_MESSAGES.unlockSent),
        403: error('Invalid CSRF token.'),
        422: invalid('errors.email: "can\'t be blank" or "is invalid".'),
        429: rateLimited(),
      },
    },
    get: {
      security: [],
      tags: ['auth'],
      summary: 'Unlocks the account with the mailed token (failed attempts reset).',
      parameters: [tokenQuery('unlock_token')],
      responses: {
        200: ok('Unlocked', 'AccountTokenOutcome'),
        422: invalid(tokenErrors('unlockToken')),
        429: rateLimited(),
      },
    },
  },
} satisfies Record<string, JsonSchema>;

/** The signed-in (effective) user's own profile. */
const PROFILE_PATHS: Record<string, JsonSchema> = {
  '/api/profile.json': {
    put: {
      tags: ['auth'],
      summary:
        "Updates the signed-in user's own name, phone and time zone (the spoofed user's while spoofing).",
      requestBody: userBody('ProfileRequest'),
      responses: {
        200: ok('Profile updated', 'AuthUser'),
        401: error('You need to sign in or sign up before continuing.'),
        403: error('Invalid CSRF token.'),
        422: invalid(
          'errors.firstName / errors.lastName: "can\'t be blank"; errors.phone: "This is not a valid phone number."; errors.timeZone for an unknown zone.',
        ),
      },
    },
  },
};

export const ACCOUNT_PATHS: Record<string, JsonSchema> = {
  ...PROFILE_PATHS,
  ...PUBLIC_ACCOUNT_PATHS,
};
