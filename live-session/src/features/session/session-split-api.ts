import type { HttpClient } from '@tp/data-provider';
import type { SessionSplit, SessionSplitResult } from '@tp/domain';

/** POST /api/v2/sessions/{id}/split (spec §4): the new session and its subject's name. */
export async function splitSession(
  httpClient: HttpClient,
  sessionId: number,
  split: SessionSplit,
): Promise<SessionSplitResult> {
  const { json } = await httpClient<SessionSplitResult>(`/api/v2/sessions/${sessionId}/split`, {
    method: 'POST',
    body: split,
  });
  return json;
}
