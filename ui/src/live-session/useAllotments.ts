import { useCallback, useEffect, useState } from 'react';
import type { HttpClient } from '@tp/data-provider';
import type { AllotmentsRead } from '@tp/domain';
import { useErrorToast } from '../toast/error-toast.ts';
import { loadAllotments } from './attendance-api.ts';

export type AllotmentsState =
  | { status: 'loading' }
  | { status: 'error' }
  | { status: 'loaded'; read: AllotmentsRead; version: number };

/** GET /sessions/{id}/allotments, again on `reloadKey` or `reload()`. */
export function useAllotments(
  httpClient: HttpClient,
  sessionId: number,
  reloadKey: number,
): { state: AllotmentsState; reload(): void } {
  const toastError = useErrorToast();
  const [state, setState] = useState<AllotmentsState>({ status: 'loading' });
  const [version, setVersion] = useState(0);
  useEffect(() => {
    const controller = new AbortController();
    loadAllotments(httpClient, sessionId, controller.signal).then(
      (read) => setState({ status: 'loaded', read, version }),
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
