import type { Hono } from 'hono';
import { describeRoute, resolver, type DescribeRouteOptions } from 'hono-openapi';
import { z } from 'zod';
import { ROLES, passwordPairFields, type UserAccount } from '@tp/domain';
import type { AppEnv } from '../../http/context.ts';
import { NOT_SIGNED_IN, answer, invalid, refusal } from '../openapi/route-answers.ts';
import { toJsonSchema } from '../openapi/json-schema.ts';
import { recordId } from '../record-id.ts';
import { userEnvelope } from './accounts.schemas.ts';

/**
 * The OpenAPI description of the staff account actions of users.routes.ts, attached where
 * they are mounted. Each `describeRoute` is a pass-through middleware on the same method and
 * path, so the document lists the actions from these zod schemas while their handlers stay
 * as they are. TODO(issue 6): goes when the users actions move onto the resource engine,
 * which documents its actions itself.
 */

const nullableTime = z.iso.datetime().nullable().meta({ example: null });

export const userAccountWire = z
  .object({
    id: z.int().meta({ example: 7 }),
    email: z.string().meta({ example: 'tutor@demo.test' }),
    firstName: z.string().meta({ example: 'Tara' }),
    lastName: z.string().meta({ example: 'Tutor' }),
    roles: z.array(z.enum(ROLES)).meta({ example: ['tutor'] }),
    language: z.string().meta({ example: 'en' }),
    active: z.boolean(),
    hasPassword: z.boolean(),
    confirmedAt: z.iso.datetime().nullable(),
    unconfirmedEmail: z.string().nullable(),
    failedAttempts: z.int().meta({ example: 0 }),
    lockedAt: nullableTime,
    frozenAt: nullableTime,
    isLocked: z.boolean().meta({ example: false }),
    isFrozen: z.boolean().meta({ example: false }),
    createdAt: z.iso.datetime(),
  })
  .meta({
    id: 'UserAccount',
    description: "A user's account state as staff see it (no secrets).",
  }) satisfies z.ZodType<UserAccount>;

const accountAnswer = (description: string) =>
  answer(description, z.object({ user: userAccountWire }));

const TAGS = ['users'];
const ID_PARAMETER = {
  name: 'id',
  in: 'path',
  required: true,
  schema: toJsonSchema(recordId.meta({ example: 7 })),
} as const;
const NO_SUCH_USER = refusal('No such user.');

function staffAction(summary: string, extra: DescribeRouteOptions['responses'] = {}) {
  return describeRoute({
    tags: TAGS,
    summary,
    parameters: [ID_PARAMETER],
    responses: {
      200: accountAnswer('The account after the action'),
      401: NOT_SIGNED_IN,
      403: refusal('Admins only (or a missing/invalid X-XSRF-TOKEN header).'),
      404: NO_SUCH_USER,
      ...extra,
    },
  });
}

const refusedForSelf = (what: string) => ({
  422: invalid(`errors.base: "You cannot ${what} your own account."`),
});

/** Registers the descriptions on `app`, before users.routes.ts is mounted at `prefix`. */
export function describeUserAccountRoutes(app: Hono<AppEnv>, prefix: string): void {
  const member = `${prefix}/:id{[0-9]+}`;
  app.get(
    member,
    describeRoute({
      tags: TAGS,
      summary: "A user's account state (staff).",
      parameters: [ID_PARAMETER],
      responses: {
        200: accountAnswer('The account'),
        401: NOT_SIGNED_IN,
        403: refusal('Staff only.'),
        404: NO_SUCH_USER,
      },
    }),
  );
  app.put(
    `${member}/lock`,
    staffAction(
      "Locks the account: ends the user's sign-ins and mails them unlock instructions.",
      refusedForSelf('lock'),
    ),
  );
  app.put(`${member}/unlock`, staffAction('Unlocks the account and resets its failed attempts.'));
  app.put(
    `${member}/freeze`,
    staffAction(
      "Freezes the account: ends the user's sign-ins at once; sign-in is refused until unfrozen.",
      refusedForSelf('freeze'),
    ),
  );
  app.put(`${member}/unfreeze`, staffAction('Unfreezes the account.'));
  app.put(
    `${member}/change_password`,
    staffAction("Sets the user's password; their other sign-ins end (the caller's own survives).", {
      422: invalid(passwordPairFields.meta()?.description ?? ''),
    }),
    describeRoute({
      requestBody: {
        required: true,
        content: { 'application/json': { schema: resolver(userEnvelope(passwordPairFields)) } },
      },
    }),
  );
}
