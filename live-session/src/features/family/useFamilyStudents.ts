import { useEffect, useState } from 'react';
import { useAppServices } from '../../app/AppServicesContext.ts';
import { loadFamilyStudents, type FamilyStudent } from './family-api.ts';

export type FamilyStudentsState =
  | { status: 'loading' }
  | { status: 'error' }
  | { status: 'ready'; students: FamilyStudent[] };

/** The students of the signed-in family member, loaded once per mount. */
export function useFamilyStudents(): FamilyStudentsState {
  const { httpClient } = useAppServices();
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
  }, [httpClient]);
  return state;
}
