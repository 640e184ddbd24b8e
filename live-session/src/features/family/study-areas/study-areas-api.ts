import type { HttpClient } from '@tp/data-provider';
import { refusedFieldErrors } from '../../../lib/server-field-errors.ts';
import type { FieldErrors, StudyArea, Subject, TestDate } from '@tp/domain';

const STUDY_AREAS_PATH = '/api/v2/study_areas';

/**
 * A student's study areas, by subject name: GET /api/v2/study_areas?studentId=N (the server
 * answers only a student's own, a parent's children's). The planner asks it before booking
 * (spec §5: "please add a study area").
 */
export async function loadStudyAreas(
  httpClient: HttpClient,
  studentId: number,
  signal?: AbortSignal,
): Promise<StudyArea[]> {
  const { json } = await httpClient<{ study_areas: StudyArea[] }>(STUDY_AREAS_PATH, {
    query: { studentId, noPagination: true },
    signal,
  });
  return json.study_areas;
}

/** Every subject (GET /api/v2/subjects), by name, to choose a study area's from. */
export async function loadSubjects(httpClient: HttpClient, signal?: AbortSignal) {
  const { json } = await httpClient<{ subjects: Subject[] }>('/api/v2/subjects', {
    query: { noPagination: true },
    signal,
  });
  return json.subjects;
}

/** Every test date (GET /api/v2/test_dates), by date, to choose a test-prep area's from. */
export async function loadTestDates(httpClient: HttpClient, signal?: AbortSignal) {
  const { json } = await httpClient<{ test_dates: TestDate[] }>('/api/v2/test_dates', {
    query: { noPagination: true },
    signal,
  });
  return json.test_dates;
}

/** What the form sends: the choices (null for what its subject does not use). */
export interface StudyAreaChanges {
  subjectId: number;
  testDateId: number | null;
  goalScore: number | null;
  confidenceLevel: number | null;
}

/** POST /api/v2/study_areas `{ study_area }` -> the new study area. */
export async function createStudyArea(
  httpClient: HttpClient,
  studentId: number,
  changes: StudyAreaChanges,
): Promise<StudyArea> {
  const { json } = await httpClient<{ study_area: StudyArea }>(STUDY_AREAS_PATH, {
    method: 'POST',
    body: { study_area: { studentId, ...changes } },
  });
  return json.study_area;
}

/** PUT /api/v2/study_areas/{id} `{ study_area }` with the version read -> the study area. */
export async function updateStudyArea(
  httpClient: HttpClient,
  area: Pick<StudyArea, 'id' | 'lockVersion'>,
  changes: StudyAreaChanges,
): Promise<StudyArea> {
  const { json } = await httpClient<{ study_area: StudyArea }>(`${STUDY_AREAS_PATH}/${area.id}`, {
    method: 'PUT',
    body: { study_area: { ...changes, lockVersion: area.lockVersion } },
  });
  return json.study_area;
}

/** DELETE /api/v2/study_areas/{id}. */
export async function deleteStudyArea(httpClient: HttpClient, id: number): Promise<void> {
  await httpClient(`${STUDY_AREAS_PATH}/${id}`, { method: 'DELETE' });
}

/**
 * The server's messages per field of a refused save (422, or the 409 of a subject the student
 * already has); null for any other failure.
 */
export function studyAreaFieldErrors(error: unknown): FieldErrors | null {
  return refusedFieldErrors(error, [422, 409]);
}
