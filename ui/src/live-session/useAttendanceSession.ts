import { useCallback, useEffect, useState } from 'react';
import type { HttpClient } from '@tp/data-provider';
import { useErrorToast } from '../toast/error-toast.ts';
import { loadAttendanceSession, type AttendanceSession } from './attendance-api.ts';

export type AttendanceSessionState =
  | { status: 'loading' }
  | { status: 'error' }
  | { status: 'loaded'; session: AttendanceSession; now: Date };

/**
 * The session with its attendances, loaded again when `reloadKey` changes (a live update) or
 * after a save (`reload`). `now` is read once per load, so buttons do not flicker as the
 * clock moves.
 */
export function useAttendanceSession(
  httpClient: HttpClient,
  sessionId: number,
  reloadKey: number,
): { state: AttendanceSessionState; reload(): void } {
  const toastError = useErrorToast();
  const [state, setState] = useState<AttendanceSessionState>({ status: 'loading' });
  const [version, setVersion] = useState(0);

  useEffect(() => {
    const controller = new AbortController();
    loadAttendanceSession(httpClient, sessionId, controller.signal).then(
      (session) => setState({ status: 'loaded', session, now: new Date() }),
      (error: unknown) => {
        if (controller.signal.aborted) return;
        setState({ status: 'error' });
        toastError(error);
      },
    );
    return () => controller.abort();
  }, [httpClient, sessionId, reloadKey, version, toastError]);

  const reload = useCallback(() => setVersion((v) => v + 1), []);
  return { state, reload };
}
