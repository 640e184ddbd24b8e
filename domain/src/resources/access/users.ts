import type { z } from 'zod';
import type { Actor } from '../../permissions/actor.ts';
import { adminOnly, staffOnly, type AccessRule } from '../../permissions/rules.ts';
import { hasAnyRole, hasRole, isCustomerAccount } from '../../roles.ts';
import type { ResourceAccess } from '../contract.ts';
import type { UserAccount, userAccountRecord } from '../users.ts';
import { CRM_ROLES } from './parents.ts';

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

export const usersAccess = {
  singular: 'user',
  access: {
    read: staffOnly(),
  },
  actions: {
    lock: accountGuards(),
    unlock: accountGuards(),
    freeze: accountGuards(),
    unfreeze: accountGuards(),
    changePassword: adminOnly(),
  },
} satisfies ResourceAccess<z.infer<typeof userAccountRecord>>;
