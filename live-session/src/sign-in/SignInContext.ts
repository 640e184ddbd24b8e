import { createContext, useContext } from 'react';
import type { LoginCredentials } from '@tp/data-provider';
import type { AuthUser } from '@tp/domain';

export interface SignInState {
  /** The signed-in user (the spoofed one while spoofing); null when signed out or loading. */
  user: AuthUser | null;
  /** True until GET /api/session.json has answered. */
  isLoading: boolean;
  /** Signs in and resolves the user; rejects with the HttpError of a failed sign-in. */
  signIn(credentials: LoginCredentials): Promise<AuthUser>;
  /** Signs out (a failure still forgets the user here). */
  signOut(): Promise<void>;
  /**
   * Reads the signed-in user again; when the same user's roles changed it warns ('Permission
   * Change') and reloads the app (spec §4).
   */
  refresh(): Promise<AuthUser | null>;
  /**
   * Starts spoofing `target` (`Tutor-42`) once the server accepts it: resolves the spoofed
   * user, rejects with the server's HttpError (403) and leaves nothing changed otherwise.
   */
  startSpoof(target: string, returnUrl?: string | null): Promise<AuthUser>;
  /**
   * Ends the spoof and resolves where to go: the page the spoof was started from, else the
   * spoofer's dashboard (their home URL).
   */
  endSpoof(): Promise<string>;
}

export const SignInContext = createContext<SignInState | null>(null);

export function useSignIn(): SignInState {
  const signIn = useContext(SignInContext);
  if (!signIn) throw new Error('useSignIn must be used inside a SignInProvider');
  return signIn;
}
