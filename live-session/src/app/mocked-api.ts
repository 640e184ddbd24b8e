import type { PusherConstructor } from '@tp/data-provider';

/**
 * In `--mode mocked` the real API runs in this page (see @tp/mocks/browser) and realtime
 * events travel inside the page. The condition is a build-time constant, so the production
 * bundle drops this import, and msw and PGlite with it.
 */
export async function startMockedApiWhenMocked(): Promise<PusherConstructor | undefined> {
  if (import.meta.env.MODE !== 'mocked') return undefined;
  const { startMockedApi } = await import('@tp/mocks/browser');
  const { realtimeTransport } = await startMockedApi(import.meta.env.BASE_URL);
  return realtimeTransport;
}
