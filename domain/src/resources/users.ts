import { z } from 'zod';
import { isCustomerAccount, PASSWORD_MAX_LENGTH } from '../account-rules.ts';
import { ROLES } from '../roles.ts';
import type { Actor } from '../permissions/actor.ts';
import { adminOnly, staffOnly, type AccessRule } from '../permissions/rules.ts';
import { hasAnyRole, hasRole } from '../roles.ts';
import { defineContract, type ActionContract } from './contract.ts';
import { CRM_ROLES } from './parents.ts';
import { integer, isoDateTime } from './payload-fields.ts';

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

/**
 * Lock, unlock, freeze and unfreeze (spec §4: "Accounts can be locked or unlocked, and frozen
 * or unfrozen", from the parent and lead screens): admins on every account; the CRM staff who
 * look after families on customers' accounts (parents and students), never a colleague's.
 */
function accountGuards(): AccessRule<UserAccount> {
  return {
    reach: (actor: Actor) =>
      hasRole(actor.roles, 'admin') ? 'all' : hasAnyRole(actor.roles, CRM_ROLES) ? 'own' : 'none',
    own: (_actor, account) => isCustomerAccount(account),
  };
}

const guardAction = (path: string, summary: string): ActionContract<UserAccount> => ({
  on: 'member',
  method: 'PUT',
  path,
  summary,
  allow: accountGuards(),
});

/** An admin's account action on a user, answering the account. */
const adminAction = (path: string, summary: string): ActionContract<UserAccount> => ({
  on: 'member',
  method: 'PUT',
  path,
  summary,
  allow: adminOnly(),
});

export const usersContract = defineContract({
  name: 'users',
  singular: 'user',
  summary: 'Sign-in accounts as staff see them, and the admins’ account actions.',
  record: userAccountRecord,
  access: { read: staffOnly() },
  actions: {
    lock: guardAction(
      'lock',
      'Lock the account: ends its sign-ins and mails unlock instructions. Not your own.',
    ),
    unlock: guardAction('unlock', 'Unlock the account and reset its failed attempts.'),
    freeze: guardAction('freeze', 'Freeze the account: it cannot sign in. Not your own.'),
    unfreeze: guardAction('unfreeze', 'Unfreeze the account.'),
    changePassword: {
      ...adminAction(
        'change_password',
        'Set a new password; ends the user’s other sign-ins. Body: { user: { password, passwordConfirmation } }.',
      ),
      input: { in: 'body', keyed: true, schema: userPasswordChange },
    },
  },
});
