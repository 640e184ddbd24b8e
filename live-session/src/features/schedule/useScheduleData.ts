import { useCallback, useEffect, useEffectEvent, useState } from 'react';
import type { HttpClient } from '@tp/data-provider';
import { loadSchedule, type ScheduleData } from './schedule-api.ts';
import type { VisibleRange } from './visible-range.ts';

interface Loaded {
  key: string;
  data: ScheduleData | null;
}

const NOTHING: ScheduleData = { sessions: [], availabilities: [] };

/**
 * The schedule of the visible range, reloaded when the range changes or `reload` is called.
 * While a load runs the previous data stays on screen (no flash on a live update); a failed
 * load keeps it too and reports the error through `onError`.
 */
export function useScheduleData(
  httpClient: HttpClient,
  tutorId: number | null,
  { start, end }: VisibleRange,
  onError: (error: unknown) => void,
): { data: ScheduleData; isLoading: boolean; reload(): void } {
  const [version, setVersion] = useState(0);
  const [loaded, setLoaded] = useState<Loaded | null>(null);
  const report = useEffectEvent(onError);
  const startMs = start.getTime();
  const endMs = end.getTime();
  const key = `${tutorId}|${startMs}|${endMs}|${version}`;

  useEffect(() => {
    if (tutorId === null) return;
    const controller = new AbortController();
    loadSchedule(httpClient, {
      tutorId,
      start: new Date(startMs),
      end: new Date(endMs),
      signal: controller.signal,
    }).then(
      (data) => setLoaded({ key, data }),
      (error: unknown) => {
        if (controller.signal.aborted) return;
        setLoaded((previous) => ({ key, data: previous?.data ?? null }));
        report(error);
      },
    );
    return () => controller.abort();
  }, [httpClient, tutorId, startMs, endMs, key]);

  const reload = useCallback(() => setVersion((v) => v + 1), []);
  return {
    data: loaded?.data ?? NOTHING,
    isLoading: tutorId !== null && loaded?.key !== key,
    reload,
  };
}
