import { useCallback, useEffect, useState } from 'react';
import type { HttpClient } from '@tp/data-provider';
import { loadLiveSession, prepareSession, type LiveSession } from './session-page-api.ts';

export type LiveSessionState =
  | { status: 'loading' }
  | { status: 'loaded'; session: LiveSession }
  | { status: 'failed'; httpStatus: number | null };

function statusOf(error: unknown): number | null {
  return typeof error === 'object' && error !== null && 'status' in error
    ? Number((error as { status: unknown }).status)
    : null;
}

/** Whether the page should provision the meeting: a live online session the viewer may join. */
function needsMeeting(session: LiveSession): boolean {
  return (
    session.online &&
    session.launchable &&
    (session.canAttend || session.canLaunch) &&
    !session.zoomMeeting?.joinUrl
  );
}

/**
 * The session of the page, reloaded on demand (a live update, a save). Once it is in progress
 * and the viewer may join, GET prepare provisions its meeting; a failed prepare leaves the video
 * button "session not ready" rather than failing the page.
 */
export function useLiveSession(
  httpClient: HttpClient,
  sessionId: number,
): { state: LiveSessionState; reload(): void } {
  // Kept with the id it belongs to: a different session (a split moved the page) shows loading.
  const [answer, setAnswer] = useState<{ sessionId: number; state: LiveSessionState } | null>(null);
  const [version, setVersion] = useState(0);
  const reload = useCallback(() => setVersion((current) => current + 1), []);

  useEffect(() => {
    const controller = new AbortController();
    const { signal } = controller;
    loadLiveSession(httpClient, sessionId, signal)
      .then(async (session) => {
        if (!needsMeeting(session)) return session;
        const prepared = await prepareSession(httpClient, sessionId, signal).catch(() => null);
        return prepared ? { ...session, zoomMeeting: prepared.zoomMeeting } : session;
      })
      .then(
        (session) => setAnswer({ sessionId, state: { status: 'loaded', session } }),
        (error: unknown) => {
          if (signal.aborted) return;
          // A failed reload keeps the session on screen; only a first load shows the failure.
          setAnswer((current) =>
            current?.sessionId === sessionId && current.state.status === 'loaded'
              ? current
              : { sessionId, state: { status: 'failed', httpStatus: statusOf(error) } },
          );
        },
      );
    return () => controller.abort();
  }, [httpClient, sessionId, version]);

  const state: LiveSessionState =
    answer && answer.sessionId === sessionId ? answer.state : { status: 'loading' };
  return { state, reload };
}
