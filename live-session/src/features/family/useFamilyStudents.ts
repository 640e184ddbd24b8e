import { useEffect, useRef, useState } from 'react';
import { useAppServices } from '../../app/AppServicesContext.ts';
import { useSignIn } from '../../sign-in/SignInContext.ts';
import { loadFamilyStudents, type FamilyStudent } from './family-api.ts';
import { isFreshStudentsList, takePrefetchedFamilyStudents } from './family-students-prefetch.ts';

export type FamilyStudentsState =
  | { status: 'loading' }
  | { status: 'error' }
  | { status: 'ready'; students: FamilyStudent[] };

/**
 * The students of the signed-in family member, loaded once per mount (the page's first, asked
 * at its start beside the sign-in check) and again when the user's zone changes (a student's
 * zone is their student record's: the planner follows it). `navigationState` may carry the
 * list the page before had just loaded (studentsToHandOn): it is shown at once; loaded less
 * than FAMILY_STUDENTS_FRESH_MS ago it is not asked again, older (a history entry) it is checked,
 * and a failed check keeps it. A list loaded for another user (a history entry from before a
 * sign-out) is never shown.
 */
export function useFamilyStudents(navigationState?: unknown): FamilyStudentsState {
  const { httpClient } = useAppServices();
  const { user } = useSignIn();
  const zone = user?.timeZone;
  const [handedOn] = useState(() => handedOnStudents(navigationState, user?.id));
  const [state, setState] = useState<FamilyStudentsState>(() =>
    handedOn ? { status: 'ready', students: handedOn.students } : { status: 'loading' },
  );
  // A list the page before has just loaded is not asked again on mount (zone changes still are).
  const skipsFirstLoad = useRef(handedOn?.isFresh === true);
  useEffect(() => {
    if (skipsFirstLoad.current) {
      skipsFirstLoad.current = false;
      return;
    }
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
  /** When the list was loaded (epoch ms). */
  familyLoadedAt: number;
}

/** The navigation state handing `students`, loaded for `userId` just now, to the next page. */
export function studentsToHandOn(
  students: FamilyStudent[],
  userId: number,
  now = Date.now(),
): HandedOnStudents {
  return { familyStudents: students, familyUserId: userId, familyLoadedAt: now };
}

function handedOnStudents(
  state: unknown,
  userId: number | undefined,
): { students: FamilyStudent[]; isFresh: boolean } | undefined {
  const handed = state as Partial<HandedOnStudents> | null | undefined;
  if (userId === undefined || handed?.familyUserId !== userId) return undefined;
  if (!Array.isArray(handed.familyStudents)) return undefined;
  const isFresh =
    typeof handed.familyLoadedAt === 'number' && isFreshStudentsList(handed.familyLoadedAt);
  return { students: handed.familyStudents, isFresh };
}
