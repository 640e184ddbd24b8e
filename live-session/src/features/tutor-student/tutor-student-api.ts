import type { HttpClient } from '@tp/data-provider';
import type { Parent, Student } from '@tp/domain';
import type { FamilyStudent } from '../family/family-api.ts';

/**
 * One of the tutor's students with their parent (spec §2 {app}.session.student: "Loads the
 * student with parent"): GET /api/v2/students/{id}?include=parent. The server scopes a tutor
 * to the students of their sessions: any other student answers 404.
 */
export async function loadTutorStudent(
  httpClient: HttpClient,
  studentId: number,
  signal?: AbortSignal,
): Promise<FamilyStudent> {
  const { json } = await httpClient<{ student: Student & { parent?: Parent | null } }>(
    `/api/v2/students/${studentId}`,
    { query: { include: 'parent' }, signal },
  );
  const { id, firstName, lastName, timeZone, parent } = json.student;
  return {
    id,
    firstName,
    lastName,
    timeZone,
    parent: parent ? { fullName: parent.fullName, email: parent.email, phone: parent.phone } : null,
  };
}

/** The HTTP status of a failed call (-1 when there was no answer), null when it is not one. */
export function httpStatusOf(error: unknown): number | null {
  return typeof error === 'object' && error !== null && 'status' in error
    ? Number((error as { status: unknown }).status)
    : null;
}
