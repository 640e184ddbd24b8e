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
 */
export function useFamilyStudents(): FamilyStudentsState {
  const { httpClient } = useAppServices();
  const zone = useSignIn().user?.timeZone;
  const [state, setState] = useState<FamilyStudentsState>({ status: 'loading' });
  useEffect(() => {
    const controller = new AbortController();
    loadFamilyStudents(httpClient, controller.signal).then(
      (students) => setState({ status: 'ready', students }),
      () => {
        if (!controller.signal.aborted) setState({ status: 'error' });
      },
    );
    return () => controller.abort();
  }, [httpClient, zone]);
  return state;
}
