import type { HttpClient } from '@tp/data-provider';
import type { Notice } from '@tp/domain';

interface NoticesAnswer {
  notices: Notice[];
  meta?: { totalCount: number };
}

/** How many notices the Notifications modal lists at most (the newest). */
export const NOTICES_PER_FETCH = 100;

/** The badge's count: the caller's unread notices (GET /notices?unread=true). */
export async function fetchUnreadCount(httpClient: HttpClient, signal?: AbortSignal) {
  const { json } = await httpClient<NoticesAnswer>('/api/v2/notices', {
    query: { unread: 'true', per: '1' },
    signal,
  });
  return json.meta?.totalCount ?? json.notices.length;
}

/** The modal's list, newest first, marked read as it is fetched (spec §4). */
export async function fetchNoticesMarkingRead(httpClient: HttpClient, signal?: AbortSignal) {
  const { json } = await httpClient<NoticesAnswer>('/api/v2/notices', {
    query: { markRead: 'true', per: String(NOTICES_PER_FETCH) },
    signal,
  });
  return json.notices;
}

/** Acknowledges one notice: DELETE /notices/{id}. */
export async function acknowledgeNotice(httpClient: HttpClient, id: number) {
  await httpClient(`/api/v2/notices/${id}`, { method: 'DELETE' });
}

/** Acknowledges every notice without a dueAt: DELETE /notices/acknowledge_all. */
export async function acknowledgeAllNotices(httpClient: HttpClient) {
  await httpClient('/api/v2/notices/acknowledge_all', { method: 'DELETE' });
}
