import type { AuthProvider } from 'react-admin';
import type { SessionUser } from '@tp/domain';

/**
 * The auth provider the back-office needs: react-admin's contract plus the signed-in user
 * as the API describes it (roles, time zone, home URL, unconfirmed e-mail).
 */
export type SessionAuthProvider = AuthProvider & {
  getSessionUser(): Promise<SessionUser | null>;
};
