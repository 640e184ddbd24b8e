import { useEffect, useState } from 'react';

export interface Loaded<T> {
  data: T | undefined;
  error: unknown;
  isLoading: boolean;
}

interface Settled<T> {
  key: string;
  data: T | undefined;
  error: unknown;
}

/**
 * The answer of one read (an engine action such as GET /tutors/prioritized) for a panel:
 * reloaded when `key` changes, nothing loaded while `load` is null (its inputs are not chosen
 * yet). Each answer is kept with the key it answers: a slow answer to an older key is dropped
 * (aborted), and while a newer one loads the last is shown, flagged as loading.
 */
export function useLoaded<T>(
  load: ((signal: AbortSignal) => Promise<T>) | null,
  key: string,
): Loaded<T> {
  const [settled, setSettled] = useState<Settled<T> | null>(null);
  const isActive = load !== null;
  useEffect(() => {
    if (!load) return;
    const controller = new AbortController();
    load(controller.signal).then(
      (data) => {
        if (!controller.signal.aborted) setSettled({ key, data, error: null });
      },
      (error: unknown) => {
        if (!controller.signal.aborted) setSettled({ key, data: undefined, error });
      },
    );
    return () => controller.abort();
    // `load` is a new function every render; `key` (with whether there is one) names what it reads.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key, isActive]);
  if (!isActive) return { data: undefined, error: null, isLoading: false };
  // While the next answer loads the last one stays (a select keeps its choices), flagged as loading.
  if (settled?.key !== key) return { data: settled?.data, error: null, isLoading: true };
  return { data: settled.data, error: settled.error, isLoading: false };
}
