import { z } from 'zod';
import { PASSWORD_MAX_LENGTH } from '../account-rules.ts';
import { ROLES } from '../roles.ts';
import { defineContract, type ActionContract } from './contract.ts';
import { integer, isoDateTime } from './payload-fields.ts';
import { usersAccess } from './access/users.ts';

/**
 * A user's account as staff see it. Never carries a secret: `hasPassword` says whether one is
 * set, nothing more.
 */
export const userAccountRecord = z.object({
  id: integer,
  email: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  roles: z.array(z.enum(ROLES)),
  language: z.string(),
  active: z.boolean(),
  hasPassword: z.boolean(),
  confirmedAt: isoDateTime.nullable(),
  unconfirmedEmail: z.string().nullable(),
  failedAttempts: integer,
  lockedAt: isoDateTime.nullable(),
  frozenAt: isoDateTime.nullable(),
  isLocked: z.boolean(),
  isFrozen: z.boolean(),
  createdAt: isoDateTime,
  lockVersion: integer,
});
export type UserAccount = z.infer<typeof userAccountRecord>;

/** A new password set by an admin; the pair is checked by `validatePasswordPair`. */
export const userPasswordChange = z.object({
  password: z
    .string()
    .max(PASSWORD_MAX_LENGTH * 4)
    .default(''),
  passwordConfirmation: z
    .string()
    .max(PASSWORD_MAX_LENGTH * 4)
    .default(''),
});
export type UserPasswordChange = z.infer<typeof userPasswordChange>;

/** An account action (PUT /users/{id}/{path}) under its rule in `usersAccess`, answering the account. */
const accountAction = (
  name: keyof typeof usersAccess.actions,
  path: string,
  summary: string,
): ActionContract<UserAccount> => ({
  on: 'member',
  method: 'PUT',
  path,
  summary,
  allow: usersAccess.actions[name],
});

export const usersContract = defineContract({
  name: 'users',
  singular: usersAccess.singular,
  summary: 'Sign-in accounts as staff see them, and the admins’ account actions.',
  record: userAccountRecord,
  access: usersAccess.access,
  actions: {
    lock: accountAction(
      'lock',
      'lock',
      'Lock the account: ends its sign-ins and mails unlock instructions. Not your own.',
    ),
    unlock: accountAction('unlock', 'unlock', 'Unlock the account and reset its failed attempts.'),
    freeze: accountAction(
      'freeze',
      'freeze',
      'Freeze the account: it cannot sign in. Not your own.',
    ),
    unfreeze: accountAction('unfreeze', 'unfreeze', 'Unfreeze the account.'),
    changePassword: {
      ...accountAction(
        'changePassword',
        'change_password',
        'Set a new password; ends the user’s other sign-ins. Body: { user: { password, passwordConfirmation } }.',
      ),
      input: { in: 'body', keyed: true, schema: userPasswordChange },
    },
  },
});
