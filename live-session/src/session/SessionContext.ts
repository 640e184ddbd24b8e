import { createContext, useContext } from 'react';
import type { LoginCredentials } from '@tp/data-provider';
import type { SessionUser } from '@tp/domain';

export interface SessionState {
  /** The signed-in user; null when signed out (or while the session is being read). */
  user: SessionUser | null;
  /** True until GET /api/session.json has answered. */
  isLoading: boolean;
  /** Signs in and resolves the user; rejects with the HttpError of a failed sign-in. */
  signIn(credentials: LoginCredentials): Promise<SessionUser>;
  /** Signs out (a failure still forgets the user here). */
  signOut(): Promise<void>;
}

export const SessionContext = createContext<SessionState | null>(null);

export function useSession(): SessionState {
  const session = useContext(SessionContext);
  if (!session) throw new Error('useSession must be used inside a SessionProvider');
  return session;
}
