import type { HttpClient } from '@tp/data-provider';
import type { TargetHistoriesAnswer } from '@tp/domain';

/**
 * A tutor's weeks of targets and actuals: GET /api/v2/target_histories (tutorId, weeks,
 * startDate; the server's default is 6 weeks from 3 weeks back in the tutor's zone).
 */
export async function loadTargetHistories(
  httpClient: HttpClient,
  query: { tutorId: number; weeks?: number; startDate?: string },
  signal?: AbortSignal,
): Promise<TargetHistoriesAnswer> {
  const { json } = await httpClient<TargetHistoriesAnswer>('/api/v2/target_histories', {
    query: { ...query },
    signal,
  });
  return json;
}
