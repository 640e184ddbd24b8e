import type { HttpClient } from '@tp/data-provider';
import type { StudentContacts } from '@tp/domain';

/** GET /api/v2/students/{id}/contacts: the advisor, the tutoring brand's contact and the tutor. */
export async function loadStudentContacts(
  httpClient: HttpClient,
  studentId: number,
  signal?: AbortSignal,
): Promise<StudentContacts> {
  const { json } = await httpClient<StudentContacts>(`/api/v2/students/${studentId}/contacts`, {
    signal,
  });
  return json;
}
