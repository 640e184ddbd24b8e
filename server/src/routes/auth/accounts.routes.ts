import { Hono } from 'hono';
import { describeRoute } from 'hono-openapi';
import {
  ACCOUNT_MESSAGES,
  TOKEN_EXPIRED_MESSAGE,
  TOKEN_INVALID_MESSAGE,
  emailFields,
  newPasswordFields,
  passwordPairFields,
} from '@tp/domain';
import type { AppEnv } from '../../http/context.ts';
import { rateLimited } from '../openapi/documented-middleware.ts';
import { CSRF_REFUSED, answer, invalid } from '../openapi/route-answers.ts';
import { validJson, validQuery, validQueryOr } from '../openapi/route-validators.ts';
import {
  confirmHandler,
  requestConfirmationHandler,
  requestResetHandler,
  requestUnlockHandler,
  resetPasswordHandler,
  setupPasswordHandler,
  ssoHandler,
  unlockHandler,
} from './accounts.handlers.ts';
import {
  accountTokenOutcomeAnswer,
  mailRequestedAnswer,
  signInLinkRefusedAnswer,
  tokenQuery,
  userEnvelope,
} from './accounts.schemas.ts';

const TAGS = ['auth'];
const PUBLIC = { security: [], tags: TAGS };

const mailRequested = (message: string) =>
  answer(
    `The same answer whether or not the address has an account: message "${message}".`,
    mailRequestedAnswer,
  );

const tokenErrors = (field: string) =>
  `errors.${field}: "${TOKEN_INVALID_MESSAGE}" or "${TOKEN_EXPIRED_MESSAGE}"; a missing token is "can't be blank".`;

/** The pair's rules, as its schema describes them. */
const passwordRules = passwordPairFields.meta()?.description ?? '';

const invalidEmail = invalid('errors.email: "can\'t be blank" or "is invalid".');
const envelope = { envelope: 'user' };
const emailBody = validJson(userEnvelope(emailFields), envelope);
const newPasswordBody = validJson(userEnvelope(newPasswordFields), envelope);

/**
 * The public account calls (Devise's wire shapes), mounted under /api. Every call that sends
 * mail answers `{ status: 'ok', message }` whether or not the address has an account.
 * - GET  /v2/sso.json?email=            mails a sign-in link (422 `{ status: 'error', message }` for a bad address)
 * - POST /secret.json       { user: { email } }                                     reset instructions
 * - PUT  /secret.json       { user: { resetPasswordToken, password, passwordConfirmation } } -> `{ user }`
 * - PUT  /setup.json        same body, first password only                          -> `{ user }`
 * - POST /verification.json { user: { email } }                                     confirmation instructions
 * - GET  /verification.json?confirmation_token=                                     -> `{ user }`
 * - POST /unlock.json       { user: { email } }                                     unlock instructions
 * - GET  /unlock.json?unlock_token=                                                 -> `{ user }`
 * `{ user }` is an AccountTokenOutcome: `{ email, firstName, language, hasPassword,
 * resetPasswordToken? }`; nobody is signed in by these calls (the pages sign in next).
 */
export function accountRoutes() {
  const app = new Hono<AppEnv>();
  const mail = rateLimited('mail');
  const token = rateLimited('token');
  app.get(
    '/v2/sso.json',
    mail,
    describeRoute({
      ...PUBLIC,
      summary: 'Mails a single-use sign-in link (used with POST /api/login.json { token }).',
      responses: {
        200: mailRequested(ACCOUNT_MESSAGES.signInLinkSent),
        422: answer(
          `A blank or malformed address: status "error", message "${ACCOUNT_MESSAGES.invalidEmail}", and the same text as error with errors.email.`,
          signInLinkRefusedAnswer,
        ),
      },
    }),
    // The sign-in screen reads status and message; the generic error handling, error.
    validQueryOr(emailFields, (c, errors) =>
      c.json(
        {
          status: 'error',
          message: ACCOUNT_MESSAGES.invalidEmail,
          error: ACCOUNT_MESSAGES.invalidEmail,
          errors,
        },
        422,
      ),
    ),
    (c) => ssoHandler(c, c.req.valid('query')),
  );
  app.post(
    '/secret.json',
    mail,
    describeRoute({
      ...PUBLIC,
      summary: 'Mails password reset instructions.',
      responses: {
        200: mailRequested(ACCOUNT_MESSAGES.resetSent),
        403: CSRF_REFUSED,
        422: invalidEmail,
      },
    }),
    emailBody,
    (c) => requestResetHandler(c, c.req.valid('json').user),
  );
  app.put(
    '/secret.json',
    token,
    describeRoute({
      ...PUBLIC,
      summary:
        'Sets a new password with the mailed token (single use); also unlocks the account, confirms the address the link went to and ends its sign-ins. Signs nobody in.',
      responses: {
        200: answer('Password set', accountTokenOutcomeAnswer),
        403: CSRF_REFUSED,
        422: invalid(`${tokenErrors('resetPasswordToken')} ${passwordRules}`),
      },
    }),
    newPasswordBody,
    (c) => resetPasswordHandler(c, c.req.valid('json').user),
  );
  app.put(
    '/setup.json',
    token,
    describeRoute({
      ...PUBLIC,
      summary:
        'Sets the first password of an account that has none, with a reset-password token (same body as PUT /api/secret.json).',
      responses: {
        200: answer('Password set', accountTokenOutcomeAnswer),
        403: CSRF_REFUSED,
        422: invalid(
          `${tokenErrors('resetPasswordToken')} ${passwordRules} errors.base: "${ACCOUNT_MESSAGES.alreadyHasPassword}"`,
        ),
      },
    }),
    newPasswordBody,
    (c) => setupPasswordHandler(c, c.req.valid('json').user),
  );
  app.post(
    '/verification.json',
    mail,
    describeRoute({
      ...PUBLIC,
      summary: 'Mails e-mail confirmation instructions again.',
      responses: {
        200: mailRequested(ACCOUNT_MESSAGES.confirmationSent),
        403: CSRF_REFUSED,
        422: invalidEmail,
      },
    }),
    emailBody,
    (c) => requestConfirmationHandler(c, c.req.valid('json').user),
  );
  app.get(
    '/verification.json',
    token,
    describeRoute({
      ...PUBLIC,
      summary:
        'Confirms the address the mailed token was sent to (a changed address replaces the old one).',
      responses: {
        200: answer('Confirmed', accountTokenOutcomeAnswer),
        422: invalid(
          `${tokenErrors('confirmationToken')} errors.email: "has already been taken" when another account took the new address.`,
        ),
      },
    }),
    validQuery(tokenQuery('confirmation_token'), {
      fieldNames: { confirmation_token: 'confirmationToken' },
    }),
    (c) => confirmHandler(c, c.req.valid('query').confirmation_token),
  );
  app.post(
    '/unlock.json',
    mail,
    describeRoute({
      ...PUBLIC,
      summary: 'Mails unlock instructions for a locked account.',
      responses: {
        200: mailRequested(ACCOUNT_MESSAGES.unlockSent),
        403: CSRF_REFUSED,
        422: invalidEmail,
      },
    }),
    emailBody,
    (c) => requestUnlockHandler(c, c.req.valid('json').user),
  );
  app.get(
    '/unlock.json',
    token,
    describeRoute({
      ...PUBLIC,
      summary: 'Unlocks the account with the mailed token (failed attempts reset).',
      responses: {
        200: answer('Unlocked', accountTokenOutcomeAnswer),
        422: invalid(tokenErrors('unlockToken')),
      },
    }),
    validQuery(tokenQuery('unlock_token'), { fieldNames: { unlock_token: 'unlockToken' } }),
    (c) => unlockHandler(c, c.req.valid('query').unlock_token),
  );
  return app;
}
