import { useEffect, useState } from 'react';
import { useAppServices } from '../../app/AppServicesContext.ts';
import { useSignIn } from '../../sign-in/SignInContext.ts';
import { loadFamilyStudents, type FamilyStudent } from './family-api.ts';

export type FamilyStudentsState =
  | { status: 'loading' }
  | { status: 'error' }
  | { status: 'ready'; students: FamilyStudent[] };

/**
 * The students of the signed-in family member, loaded once per mount and again when the
 * user's zone changes (a student's zone is their student record's: the planner follows it).
 * `known` (the list the page before had just loaded) is shown at once while the load checks
 * it, so the page's own loads need not wait for it; a failed load then keeps it.
 */
export function useFamilyStudents(known?: FamilyStudent[]): FamilyStudentsState {
  const { httpClient } = useAppServices();
  const zone = useSignIn().user?.timeZone;
  const [state, setState] = useState<FamilyStudentsState>(() =>
    known ? { status: 'ready', students: known } : { status: 'loading' },
  );
  useEffect(() => {
    const controller = new AbortController();
    loadFamilyStudents(httpClient, controller.signal).then(
      (students) => setState({ status: 'ready', students }),
      () => {
        if (!controller.signal.aborted)
          setState((current) => (current.status === 'ready' ? current : { status: 'error' }));
      },
    );
    return () => controller.abort();
  }, [httpClient, zone]);
  return state;
}

/** The navigation state FamilyHome hands the student's page: the students it loaded. */
export interface KnownFamilyStudents {
  familyStudents: FamilyStudent[];
}

/** The students a navigation's state carries (KnownFamilyStudents), if it carries them. */
export function knownFamilyStudents(state: unknown): FamilyStudent[] | undefined {
  const list = (state as Partial<KnownFamilyStudents> | null)?.familyStudents;
  return Array.isArray(list) ? list : undefined;
}
