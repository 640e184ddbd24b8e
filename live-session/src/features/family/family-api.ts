import type { HttpClient } from '@tp/data-provider';
import type { Student } from '@tp/domain';

/** A student the signed-in family member acts for (themselves, or a parent's children). */
export type FamilyStudent = Pick<Student, 'id' | 'firstName' | 'lastName'> & {
  timeZone?: string | null;
};

/**
 * The students the signed-in student or parent acts for: GET /api/v2/students, which the
 * server scopes to the student themselves or the parent's children.
 */
export async function loadFamilyStudents(httpClient: HttpClient, signal?: AbortSignal) {
  const { json } = await httpClient<{ students: FamilyStudent[] }>('/api/v2/students', {
    query: { noPagination: true, orderBy: 'first_name' },
    signal,
  });
  return json.students;
}
