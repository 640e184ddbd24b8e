import {
  currentSpoof,
  endSpoof as forgetSpoof,
  fetchAuthUser,
  type HttpClient,
} from '@tp/data-provider';

function statusOf(error: unknown): number | undefined {
  if (typeof error !== 'object' || error === null || !('status' in error)) return undefined;
  return typeof error.status === 'number' ? error.status : undefined;
}

/**
 * The signed-in user; when a remembered spoof is refused (403: the right was taken away), the
 * spoof is dropped and the real user read instead.
 */
export async function readAuthUserOnce(httpClient: HttpClient, signal?: AbortSignal) {
  try {
    return await fetchAuthUser(httpClient, signal);
  } catch (error) {
    if (statusOf(error) !== 403 || !currentSpoof()) throw error;
    forgetSpoof();
    return fetchAuthUser(httpClient, signal);
  }
}
