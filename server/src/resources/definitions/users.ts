import { isRole, usersContract, type UserPasswordChange } from '@tp/domain';
import { sql } from 'drizzle-orm';
import { users } from '../../db/schema/index.ts';
import { Invalid } from '../../http/errors.ts';
import { lockAccount, unlockAccount } from '../../services/accounts-lock.ts';
import {
  changePasswordByStaff,
  freezeAccount,
  unfreezeAccount,
} from '../../services/accounts-staff.ts';
import type { AccountContext } from '../../services/accounts.ts';
import { defineResource, iso, isoRequired } from '../define.ts';
import { booleanIs, textSearch } from '../filters.ts';
import type { ActionCall, ActionImplementation } from '../types.ts';

/** The account services over the action's transaction. */
function accountsIn(call: ActionCall<unknown>): AccountContext {
  const { deps, linkBase } = call.ctx;
  return { db: call.tx, clock: deps.clock, mailer: deps.mailer, crypto: deps.crypto, linkBase };
}

/** Locking or freezing oneself would end one's own sign-in mid-click: refused. */
function refuseSelf(call: ActionCall<unknown>, what: string): void {
  if (call.id === call.ctx.user.id)
    throw new Invalid({ base: [`You cannot ${what} your own account.`] });
}

const accountAction = (
  work: (accounts: AccountContext, call: ActionCall<Record<string, unknown>>) => Promise<unknown>,
): ActionImplementation => ({
  run: async (call) => {
    await work(accountsIn(call), call);
  },
});

export const usersResource = defineResource({
  contract: usersContract,
  from: users,
  fields: {
    id: users.id,
    email: users.email,
    firstName: users.firstName,
    lastName: users.lastName,
    roles: users.roles,
    language: users.language,
    active: users.active,
    // Whether a password is set, never the hash.
    hasPassword: sql<boolean>`(${users.passwordHash} is not null)`.as('has_password'),
    confirmedAt: users.confirmedAt,
    unconfirmedEmail: users.unconfirmedEmail,
    failedAttempts: users.failedAttempts,
    lockedAt: users.lockedAt,
    frozenAt: users.frozenAt,
    createdAt: users.createdAt,
    lockVersion: users.lockVersion,
  },
  idColumn: users.id,
  sortable: {
    id: users.id,
    email: users.email,
    first_name: users.firstName,
    last_name: users.lastName,
    created_at: users.createdAt,
  },
  defaultOrder: { column: 'last_name', sort: 'asc' },
  filters: {
    query: textSearch(
      { firstName: users.firstName, lastName: users.lastName, email: users.email },
      'First name, last name or e-mail contains.',
    ),
    active: booleanIs(users.active, 'Active accounts only (true) or inactive only (false).'),
  },
  serialize: (row) => ({
    ...row,
    roles: row.roles.map((role) => role.toLowerCase()).filter(isRole),
    confirmedAt: iso(row.confirmedAt),
    lockedAt: iso(row.lockedAt),
    frozenAt: iso(row.frozenAt),
    isLocked: row.lockedAt !== null,
    isFrozen: row.frozenAt !== null,
    createdAt: isoRequired(row.createdAt),
  }),
  actions: {
    lock: accountAction(async (accounts, call) => {
      refuseSelf(call, 'lock');
      await lockAccount(accounts, call.id!);
    }),
    unlock: accountAction((accounts, call) => unlockAccount(accounts, call.id!)),
    freeze: accountAction(async (accounts, call) => {
      refuseSelf(call, 'freeze');
      await freezeAccount(accounts, call.id!);
    }),
    unfreeze: accountAction((accounts, call) => unfreezeAccount(accounts, call.id!)),
    changePassword: accountAction((accounts, call) =>
      changePasswordByStaff(
        accounts,
        call.id!,
        call.input as UserPasswordChange,
        call.ctx.authSessionId,
      ),
    ),
  },
});
