import { useCallback, useEffect, useState } from 'react';
import type { StudentHours } from '@tp/domain';
import { useAppServices } from '../../../app/AppServicesContext.ts';
import { loadStudentHours } from './hours-api.ts';

export type StudentHoursState =
  | { status: 'loading' }
  | { status: 'error' }
  | { status: 'ready'; hours: StudentHours };

/** The student's hours and pace, with `reload` for after a purchase or a Pay As You Go change. */
export function useStudentHours(studentId: number) {
  const { httpClient } = useAppServices();
  const [state, setState] = useState<StudentHoursState>({ status: 'loading' });
  const [version, setVersion] = useState(0);
  useEffect(() => {
    const controller = new AbortController();
    loadStudentHours(httpClient, studentId, controller.signal).then(
      (hours) => setState({ status: 'ready', hours }),
      () => {
        if (!controller.signal.aborted) setState({ status: 'error' });
      },
    );
    return () => controller.abort();
  }, [httpClient, studentId, version]);
  const reload = useCallback(() => setVersion((v) => v + 1), []);
  return { state, reload };
}
