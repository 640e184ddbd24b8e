import type { HttpClient } from '@tp/data-provider';
import type { DegreeLevel, TutorDegree, TutorDegreeChanges } from '@tp/domain';

const DEGREES_PATH = '/api/v2/tutor_degrees';

/** The tutor's degrees, newest graduation first (GET /api/v2/tutor_degrees?tutorId=N). */
export async function loadDegrees(
  httpClient: HttpClient,
  tutorId: number,
  signal?: AbortSignal,
): Promise<TutorDegree[]> {
  const { json } = await httpClient<{ tutor_degrees: TutorDegree[] }>(DEGREES_PATH, {
    query: { tutorId, noPagination: true },
    signal,
  });
  return json.tutor_degrees;
}

/** The levels a degree may have (GET /api/v2/degree_levels), lowest first. */
export async function loadDegreeLevels(
  httpClient: HttpClient,
  signal?: AbortSignal,
): Promise<DegreeLevel[]> {
  const { json } = await httpClient<{ degreeLevels: DegreeLevel[] }>('/api/v2/degree_levels', {
    signal,
  });
  return json.degreeLevels;
}

/** POST /api/v2/tutor_degrees `{ tutor_degree }` -> the new degree. */
export async function createDegree(
  httpClient: HttpClient,
  tutorId: number,
  changes: TutorDegreeChanges,
): Promise<TutorDegree> {
  const { json } = await httpClient<{ tutor_degree: TutorDegree }>(DEGREES_PATH, {
    method: 'POST',
    body: { tutor_degree: { tutorId, ...changes } },
  });
  return json.tutor_degree;
}

/** PUT /api/v2/tutor_degrees/{id} with the version read -> the degree. */
export async function updateDegree(
  httpClient: HttpClient,
  degree: Pick<TutorDegree, 'id' | 'lockVersion'>,
  changes: TutorDegreeChanges,
): Promise<TutorDegree> {
  const { json } = await httpClient<{ tutor_degree: TutorDegree }>(`${DEGREES_PATH}/${degree.id}`, {
    method: 'PUT',
    body: { tutor_degree: { ...changes, lockVersion: degree.lockVersion } },
  });
  return json.tutor_degree;
}

/** DELETE /api/v2/tutor_degrees/{id}. */
export async function deleteDegree(httpClient: HttpClient, id: number): Promise<void> {
  await httpClient(`${DEGREES_PATH}/${id}`, { method: 'DELETE' });
}

/** How a degree reads in the list: "Master's Degree, Statistics". */
export function degreeTitle(degree: TutorDegree): string {
  return degree.fieldOfStudy
    ? `${degree.degreeLevelName}, ${degree.fieldOfStudy}`
    : degree.degreeLevelName;
}
