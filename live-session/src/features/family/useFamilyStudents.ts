import { useEffect, useState } from 'react';
import { useAppServices } from '../../app/AppServicesContext.ts';
import { useSignIn } from '../../sign-in/SignInContext.ts';
import { loadFamilyStudents, type FamilyStudent } from './family-api.ts';
import { takePrefetchedFamilyStudents } from './family-students-prefetch.ts';

export type FamilyStudentsState =
  | { status: 'loading' }
  | { status: 'error' }
  | { status: 'ready'; students: FamilyStudent[] };

/**
 * The students of the signed-in family member, loaded once per mount (the page's first, asked at
 * its start beside the sign-in check) and again when the user's zone changes (a student's zone is their student record's: the planner follows it).
 * `navigationState` may carry the list the page before had just loaded (studentsToHandOn): it
 * is shown at once while the load checks it, so the page's own loads need not wait for it, and
 * a failed load keeps it. A list loaded for another user (a history entry from before a
 * sign-out) is never shown.
 */
export function useFamilyStudents(navigationState?: unknown): FamilyStudentsState {
  const { httpClient } = useAppServices();
  const { user } = useSignIn();
  const zone = user?.timeZone;
  const [state, setState] = useState<FamilyStudentsState>(() => {
    const known = handedOnStudents(navigationState, user?.id);
    return known ? { status: 'ready', students: known } : { status: 'loading' };
  });
  useEffect(() => {
    const controller = new AbortController();
    // The first load of the page may be the one asked at its start (family-students-prefetch).
    takePrefetchedFamilyStudents(() => loadFamilyStudents(httpClient, controller.signal)).then(
      (students) => {
        if (!controller.signal.aborted) setState({ status: 'ready', students });
      },
      () => {
        if (!controller.signal.aborted)
          setState((current) => (current.status === 'ready' ? current : { status: 'error' }));
      },
    );
    return () => controller.abort();
  }, [httpClient, zone]);
  return state;
}

/** The navigation state that hands a page the students the page before loaded, and for whom. */
interface HandedOnStudents {
  familyStudents: FamilyStudent[];
  familyUserId: number;
}

/** The navigation state handing `students`, loaded for `userId`, to the next page. */
export function studentsToHandOn(students: FamilyStudent[], userId: number): HandedOnStudents {
  return { familyStudents: students, familyUserId: userId };
}

function handedOnStudents(state: unknown, userId: number | undefined): FamilyStudent[] | undefined {
  const handed = state as Partial<HandedOnStudents> | null | undefined;
  if (userId === undefined || handed?.familyUserId !== userId) return undefined;
  return Array.isArray(handed.familyStudents) ? handed.familyStudents : undefined;
}
