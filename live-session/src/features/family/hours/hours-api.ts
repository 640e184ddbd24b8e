import type { HttpClient } from '@tp/data-provider';
import type { PayAsYouGoOffPreview, StudentHours } from '@tp/domain';

/** GET /api/v2/students/{id}/hours: the student's pace, its history and hours per enrollment. */
export async function loadStudentHours(
  httpClient: HttpClient,
  studentId: number,
  signal?: AbortSignal,
): Promise<StudentHours> {
  const { json } = await httpClient<StudentHours>(`/api/v2/students/${studentId}/hours`, {
    signal,
  });
  return json;
}

/** PUT /api/v2/enrollments/{id}/arrear_billing: Pay As You Go on or off. */
export async function setPayAsYouGo(
  httpClient: HttpClient,
  enrollmentId: number,
  arrearBilling: boolean,
): Promise<{ arrearBilling: boolean; removedSessionIds: number[] }> {
  const { json } = await httpClient<{ arrearBilling: boolean; removedSessionIds: number[] }>(
    `/api/v2/enrollments/${enrollmentId}/arrear_billing`,
    { method: 'PUT', body: { enrollment: { arrearBilling } } },
  );
  return json;
}

/** GET /api/v2/enrollments/{id}/pay_as_you_go_off: the sessions turning it off would cancel. */
export async function loadPayAsYouGoOffPreview(
  httpClient: HttpClient,
  enrollmentId: number,
  signal?: AbortSignal,
): Promise<PayAsYouGoOffPreview> {
  const { json } = await httpClient<PayAsYouGoOffPreview>(
    `/api/v2/enrollments/${enrollmentId}/pay_as_you_go_off`,
    { signal },
  );
  return json;
}
