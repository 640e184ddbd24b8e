import { useEffect, useState } from 'react';
import { useAppServices } from '../../app/AppServicesContext.ts';
import type { FamilyStudent } from '../family/family-api.ts';
import { httpStatusOf, loadTutorStudent } from './tutor-student-api.ts';

export type TutorStudentState =
  | { status: 'loading' }
  /** Spec §8: "A route error of 404 or -1 leads to the 404 state"; a 403 is not theirs either. */
  | { status: 'missing' }
  | { status: 'error' }
  | { status: 'ready'; student: FamilyStudent };

/** The student of `/tutor/students/{studentId}`, loaded again when the id changes. */
export function useTutorStudent(studentId: number): TutorStudentState {
  const { httpClient } = useAppServices();
  const [state, setState] = useState<{ of: number; state: TutorStudentState } | null>(null);
  useEffect(() => {
    if (!Number.isInteger(studentId) || studentId <= 0) return;
    const controller = new AbortController();
    loadTutorStudent(httpClient, studentId, controller.signal).then(
      (student) => setState({ of: studentId, state: { status: 'ready', student } }),
      (error: unknown) => {
        if (controller.signal.aborted) return;
        const status = httpStatusOf(error);
        const missing = status === 404 || status === 403 || status === -1;
        setState({ of: studentId, state: { status: missing ? 'missing' : 'error' } });
      },
    );
    return () => controller.abort();
  }, [httpClient, studentId]);
  if (!Number.isInteger(studentId) || studentId <= 0) return { status: 'missing' };
  return state?.of === studentId ? state.state : { status: 'loading' };
}
