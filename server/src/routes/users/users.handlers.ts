import type { Context } from 'hono';
import { can } from '@tp/domain';
import { requireUser } from '../../auth/require-user.ts';
import type { AppEnv } from '../../http/context.ts';
import { Forbidden, Invalid, NotFound } from '../../http/errors.ts';
import { lockAccount, unlockAccount } from '../../services/accounts-lock.ts';
import {
  changePasswordByStaff,
  freezeAccount,
  unfreezeAccount,
} from '../../services/accounts-staff.ts';
import { findAccountById, toUserAccount, type AccountRow } from '../../services/accounts.ts';
import { accountContext } from '../auth/account-context.ts';
import type { StaffPasswordFields } from '../auth/accounts.schemas.ts';

/**
 * The target account of a staff call: 401 signed out, 403 without the right (domain's
 * `users` rule: staff read, admins change), 404 when there is no such user.
 */
async function targetAccount(c: Context<AppEnv>, action: 'read' | 'update'): Promise<AccountRow> {
  const caller = requireUser(c);
  if (!can(caller.roles, action, 'users')) throw new Forbidden();
  const id = Number(c.req.param('id'));
  const account =
    Number.isSafeInteger(id) && id > 0 ? await findAccountById(c.get('deps').db, id) : null;
  if (!account) throw new NotFound();
  return account;
}

/** Locking or freezing oneself would end one's own session mid-click: refused. */
function refuseSelf(c: Context<AppEnv>, account: AccountRow, what: string) {
  if (requireUser(c).id === account.id)
    throw new Invalid({ base: [`You cannot ${what} your own account.`] });
}

export async function showUserHandler(c: Context<AppEnv>) {
  return c.json({ user: toUserAccount(await targetAccount(c, 'read')) });
}

export async function lockUserHandler(c: Context<AppEnv>) {
  const account = await targetAccount(c, 'update');
  refuseSelf(c, account, 'lock');
  const locked = await lockAccount(accountContext(c), account.id);
  return c.json({ user: toUserAccount(locked ?? account) });
}

export async function unlockUserHandler(c: Context<AppEnv>) {
  const account = await targetAccount(c, 'update');
  const unlocked = await unlockAccount(accountContext(c), account.id);
  return c.json({ user: toUserAccount(unlocked ?? account) });
}

export async function freezeUserHandler(c: Context<AppEnv>) {
  const account = await targetAccount(c, 'update');
  refuseSelf(c, account, 'freeze');
  return c.json({ user: toUserAccount(await freezeAccount(accountContext(c), account.id)) });
}

export async function unfreezeUserHandler(c: Context<AppEnv>) {
  const account = await targetAccount(c, 'update');
  return c.json({ user: toUserAccount(await unfreezeAccount(accountContext(c), account.id)) });
}

export async function changePasswordHandler(c: Context<AppEnv>, fields: StaffPasswordFields) {
  const account = await targetAccount(c, 'update');
  const changed = await changePasswordByStaff(
    accountContext(c),
    account.id,
    fields,
    c.get('authSessionId'),
  );
  return c.json({ user: toUserAccount(changed) });
}
