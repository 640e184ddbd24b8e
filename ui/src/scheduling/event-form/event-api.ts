import type { HttpClient } from '@tp/data-provider';
import type { CalendarEvent, Department, EventCreate, Tutor } from '@tp/domain';

/** GET /api/v2/events/{id}. */
export async function loadEvent(httpClient: HttpClient, id: number, signal?: AbortSignal) {
  const { json } = await httpClient<{ event: CalendarEvent }>(`/api/v2/events/${id}`, { signal });
  return json.event;
}

/** GET /api/v2/departments (every one; there are a handful). */
export async function loadDepartments(httpClient: HttpClient, signal?: AbortSignal) {
  const { json } = await httpClient<{ departments: Department[] }>('/api/v2/departments', {
    query: { noPagination: true },
    signal,
  });
  return json.departments;
}

/** The tutor's own departments (GET /api/v2/tutors/{id}); empty when the API does not say. */
export async function loadTutorDepartmentIds(
  httpClient: HttpClient,
  tutorId: number,
  signal?: AbortSignal,
): Promise<number[]> {
  const { json } = await httpClient<{ tutor: Tutor }>(`/api/v2/tutors/${tutorId}`, { signal });
  return json.tutor.departmentIds ?? [];
}

/** POST /api/v2/events or PUT /api/v2/events/{id} (with the lock version read). */
export async function saveEvent(
  httpClient: HttpClient,
  payload: EventCreate,
  existing: CalendarEvent | null,
): Promise<CalendarEvent> {
  const { json } = await httpClient<{ event: CalendarEvent }>(
    existing ? `/api/v2/events/${existing.id}` : '/api/v2/events',
    {
      method: existing ? 'PUT' : 'POST',
      body: { event: existing ? { ...payload, lockVersion: existing.lockVersion } : payload },
    },
  );
  return json.event;
}

/** PUT /api/v2/events/{id}/cancel: the event stays on record, canceled. */
export async function cancelEvent(httpClient: HttpClient, id: number): Promise<void> {
  await httpClient(`/api/v2/events/${id}/cancel`, { method: 'PUT' });
}
