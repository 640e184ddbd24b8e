import { useCallback, useEffect, useEffectEvent, useState } from 'react';
import type { VisibleRange } from './visible-range.ts';

interface Loaded<T> {
  key: string;
  data: T | null;
  /** When the load settled. */
  at: Date;
}

/** Whether two answers of the API (plain JSON data) are alike. */
function isSameJson(a: unknown, b: unknown): boolean {
  return JSON.stringify(a) === JSON.stringify(b);
}

export interface RangeLoader<T> {
  (params: VisibleRange & { tutorId: number; signal: AbortSignal }): Promise<T>;
}

/**
 * What `load` answers for the calendar's owner (the tutor, or the planner's student: passed to
 * `load` as `tutorId`) and range, reloaded when either changes or `reload` is called. While a
 * load runs the previous answer stays on screen (no flash on a live update); a failed load
 * keeps it too and reports the error through `onError`. `loadedAt` is when the last load
 * settled (before the first: when the hook mounted): the "now" the data is drawn against, so
 * what ended since the previous load is drawn as past, without reading the clock per render.
 * `T` is the API's data (plain JSON): an answer like the last keeps the last's identity.
 */
export function useRangeData<T>(
  load: RangeLoader<T>,
  empty: T,
  tutorId: number | null,
  { start, end }: VisibleRange,
  onError: (error: unknown) => void,
): { data: T; loadedAt: Date; isLoading: boolean; reload(): void } {
  const [version, setVersion] = useState(0);
  const [mountedAt] = useState(() => new Date());
  const [loaded, setLoaded] = useState<Loaded<T> | null>(null);
  const report = useEffectEvent(onError);
  const startMs = start.getTime();
  const endMs = end.getTime();
  const key = `${tutorId}|${startMs}|${endMs}|${version}`;

  useEffect(() => {
    if (tutorId === null) return;
    const controller = new AbortController();
    load({
      tutorId,
      start: new Date(startMs),
      end: new Date(endMs),
      signal: controller.signal,
    }).then(
      // An answer like the last keeps the last's identity: a reload that changed nothing (a
      // live update about something else, the read again once live updates start) does not
      // disturb what depends on the data, such as a selection being made on the calendar.
      (data) =>
        setLoaded((previous) => ({
          key,
          data: previous?.data != null && isSameJson(previous.data, data) ? previous.data : data,
          at: new Date(),
        })),
      (error: unknown) => {
        if (controller.signal.aborted) return;
        setLoaded((previous) => ({ key, data: previous?.data ?? null, at: new Date() }));
        report(error);
      },
    );
    return () => controller.abort();
  }, [load, tutorId, startMs, endMs, key]);

  const reload = useCallback(() => setVersion((v) => v + 1), []);
  return {
    data: loaded?.data ?? empty,
    loadedAt: loaded?.at ?? mountedAt,
    isLoading: tutorId !== null && loaded?.key !== key,
    reload,
  };
}
