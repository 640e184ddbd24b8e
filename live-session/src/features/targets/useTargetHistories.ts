import { useEffect, useEffectEvent, useState } from 'react';
import { SCHEDULE_CHANGE_EVENT, privateUserChannel, type TargetHistory } from '@tp/domain';
import { useAppServices } from '../../app/AppServicesContext.ts';
import { useRealtimeEvent } from '../../realtime/useRealtimeEvent.ts';
import { useSignIn } from '../../sign-in/SignInContext.ts';
import { loadTargetHistories } from './targets-api.ts';

/** Spec §4: the targets refresh 2 seconds after a schedule change. */
export const TARGETS_REFRESH_DELAY_MS = 2000;

/**
 * Reloads `TARGETS_REFRESH_DELAY_MS` after each `schedule-change` on the tutor's channel
 * (several changes in a row: one reload after the last). Answers a version to load by.
 */
export function useScheduleChangeVersion(): number {
  const { user } = useSignIn();
  const [version, setVersion] = useState(0);
  const [pending, setPending] = useState(0);
  useRealtimeEvent(
    user ? privateUserChannel('tutor', user.id) : null,
    SCHEDULE_CHANGE_EVENT,
    () => setPending((n) => n + 1),
    // Subscribed after the page's first content: a change before then is read again at once.
    { deferred: true, onSubscribed: () => setVersion((v) => v + 1) },
  );
  useEffect(() => {
    if (pending === 0) return;
    const timer = setTimeout(() => setVersion((v) => v + 1), TARGETS_REFRESH_DELAY_MS);
    return () => clearTimeout(timer);
  }, [pending]);
  return version;
}

export type TargetHistoriesState =
  | { status: 'loading' }
  | { status: 'failed' }
  | { status: 'loaded'; weeks: TargetHistory[] };

/** The tutor's weeks for the query, reloaded when `version` moves on. */
export function useTargetHistories(
  tutorId: number | null,
  query: { startDate?: string; weeks?: number },
  version: number,
  onError?: (error: unknown) => void,
): TargetHistoriesState {
  const { httpClient } = useAppServices();
  const [state, setState] = useState<{ key: string; state: TargetHistoriesState } | null>(null);
  const key = JSON.stringify([tutorId, query.startDate, query.weeks]);
  const reportError = useEffectEvent((error: unknown) => onError?.(error));
  useEffect(() => {
    if (tutorId === null) return;
    const controller = new AbortController();
    loadTargetHistories(
      httpClient,
      { tutorId, startDate: query.startDate, weeks: query.weeks },
      controller.signal,
    ).then(
      (answer) => setState({ key, state: { status: 'loaded', weeks: answer.targetHistories } }),
      (error: unknown) => {
        if (controller.signal.aborted) return;
        setState({ key, state: { status: 'failed' } });
        reportError(error);
      },
    );
    return () => controller.abort();
  }, [httpClient, tutorId, key, query.startDate, query.weeks, version]);
  // A new query shows loading until its answer; a reload keeps the figures shown meanwhile.
  return state && state.key === key ? state.state : { status: 'loading' };
}
