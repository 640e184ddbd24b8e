import type { Role } from './roles.ts';

/**
 * A user's account as staff see it (`GET /api/v2/users/{id}` and the lock, freeze and
 * password actions answer `{ user: UserAccount }`). Never carries a secret: `hasPassword`
 * says whether one is set, nothing more. Dates are ISO strings.
 */
export interface UserAccount {
  id: number;
  email: string;
  firstName: string;
  lastName: string;
  roles: Role[];
  language: string;
  active: boolean;
  hasPassword: boolean;
  confirmedAt: string | null;
  unconfirmedEmail: string | null;
  failedAttempts: number;
  lockedAt: string | null;
  frozenAt: string | null;
  isLocked: boolean;
  isFrozen: boolean;
  createdAt: string;
}

/**
 * What the public account pages learn after a token is used (`GET /api/verification.json`,
 * `GET /api/unlock.json`, `PUT /api/secret.json`, `PUT /api/setup.json`): enough to sign in
 * or to go on to setup. `resetPasswordToken` is present only when the account has no
 * password yet: the mailed token proved the mailbox, and the setup page needs a token.
 */
export interface AccountTokenOutcome {
  email: string;
  firstName: string;
  language: string;
  hasPassword: boolean;
  resetPasswordToken?: string;
}
