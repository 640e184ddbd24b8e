import type { HttpClient } from '@tp/data-provider';
import type { Parent, Student } from '@tp/domain';

/** A student's parent as the tutor app shows them (spec §2: "Loads the student with parent"). */
export type StudentParentContact = Pick<Parent, 'fullName' | 'email' | 'phone'>;

/**
 * A student on screen: one the signed-in family member acts for (themselves, or a parent's
 * children), or, in the tutor app, the tutor's student with their parent.
 */
export type FamilyStudent = Pick<Student, 'id' | 'firstName' | 'lastName'> & {
  timeZone?: string | null;
  parent?: StudentParentContact | null;
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
