import { useCallback, useEffect, useEffectEvent, useState } from 'react';
import type { VisibleRange } from './visible-range.ts';

interface Loaded<T> {
  key: string;
  data: T | null;
}

export interface RangeLoader<T> {
  (params: VisibleRange & { tutorId: number; signal: AbortSignal }): Promise<T>;
}

/**
 * What `load` answers for the calendar's owner (the tutor, or the planner's student: passed to
 * `load` as `tutorId`) and range, reloaded when either changes or `reload` is called. While a load runs the previous answer stays on screen (no flash on a live update);
 * a failed load keeps it too and reports the error through `onError`.
 */
export function useRangeData<T>(
  load: RangeLoader<T>,
  empty: T,
  tutorId: number | null,
  { start, end }: VisibleRange,
  onError: (error: unknown) => void,
): { data: T; isLoading: boolean; reload(): void } {
  const [version, setVersion] = useState(0);
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
      (data) => setLoaded({ key, data }),
      (error: unknown) => {
        if (controller.signal.aborted) return;
        setLoaded((previous) => ({ key, data: previous?.data ?? null }));
        report(error);
      },
    );
    return () => controller.abort();
  }, [load, tutorId, startMs, endMs, key]);

  const reload = useCallback(() => setVersion((v) => v + 1), []);
  return {
    data: loaded?.data ?? empty,
    isLoading: tutorId !== null && loaded?.key !== key,
    reload,
  };
}
