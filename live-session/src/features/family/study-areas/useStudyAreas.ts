import { useCallback, useEffect, useState } from 'react';
import type { StudyArea, Subject, TestDate } from '@tp/domain';
import { useAppServices } from '../../../app/AppServicesContext.ts';
import { loadStudyAreas, loadSubjects, loadTestDates } from './study-areas-api.ts';

export interface StudyAreasData {
  areas: StudyArea[];
  subjects: Subject[];
  testDates: TestDate[];
}

export type StudyAreasState =
  | { status: 'loading' }
  | { status: 'error' }
  | ({ status: 'ready' } & StudyAreasData);

/**
 * A student's study areas with the subjects and test dates to choose from; `reload` reads
 * the areas again after a change.
 */
export function useStudyAreas(studentId: number) {
  const { httpClient } = useAppServices();
  const [state, setState] = useState<StudyAreasState>({ status: 'loading' });
  const [version, setVersion] = useState(0);

  useEffect(() => {
    const controller = new AbortController();
    const { signal } = controller;
    Promise.all([
      loadStudyAreas(httpClient, studentId, signal),
      loadSubjects(httpClient, signal),
      loadTestDates(httpClient, signal),
    ]).then(
      ([areas, subjects, testDates]) => setState({ status: 'ready', areas, subjects, testDates }),
      () => {
        if (!signal.aborted) setState({ status: 'error' });
      },
    );
    return () => controller.abort();
  }, [httpClient, studentId, version]);

  const reload = useCallback(() => setVersion((v) => v + 1), []);
  return { state, reload };
}
