import { createContext, useContext } from 'react';
import type { LoginCredentials } from '@tp/data-provider';
import type { SessionUser } from '@tp/domain';

export interface SessionState {
  /** The signed-in user (the spoofed one while spoofing); null when signed out or loading. */
  user: SessionUser | null;
  /** True until GET /api/session.json has answered. */
  isLoading: boolean;
  /** Signs in and resolves the user; rejects with the HttpError of a failed sign-in. */
  signIn(credentials: LoginCredentials): Promise<SessionUser>;
  /** Signs out (a failure still forgets the user here). */
  signOut(): Promise<void>;
  /**
   * Reads the session again; when the same user's roles changed it warns ('Permission
   * Change') and reloads the app (spec §4).
   */
  refresh(): Promise<SessionUser | null>;
  /**
   * Starts spoofing `target` (`Tutor-42`) once the server accepts it: resolves the spoofed
   * user, rejects with the server's HttpError (403) and leaves nothing changed otherwise.
   */
  startSpoof(target: string): Promise<SessionUser>;
  /** Ends the spoof and resolves where the spoofer's dashboard is (their home URL). */
  endSpoof(): Promise<string>;
}

export const SessionContext = createContext<SessionState | null>(null);

export function useSession(): SessionState {
  const session = useContext(SessionContext);
  if (!session) throw new Error('useSession must be used inside a SessionProvider');
  return session;
}
