import { useEffect, useState } from 'react';

export interface Loaded<T> {
  data: T | undefined;
  error: unknown;
  isLoading: boolean;
}

/**
 * The answer of one read (an engine action such as GET /tutors/prioritized) for a panel:
 * reloaded when `key` changes, nothing loaded while `load` is null (its inputs are not chosen
 * yet). An answer that arrives after the key changed is dropped, so a slow call never
 * overwrites a newer one.
 */
export function useLoaded<T>(
  load: ((signal: AbortSignal) => Promise<T>) | null,
  key: string,
): Loaded<T> {
  const [state, setState] = useState<Loaded<T>>({ data: undefined, error: null, isLoading: false });
  useEffect(() => {
    if (!load) {
      setState({ data: undefined, error: null, isLoading: false });
      return;
    }
    const controller = new AbortController();
    setState((previous) => ({ ...previous, error: null, isLoading: true }));
    load(controller.signal).then(
      (data) => {
        if (!controller.signal.aborted) setState({ data, error: null, isLoading: false });
      },
      (error: unknown) => {
        if (!controller.signal.aborted) setState({ data: undefined, error, isLoading: false });
      },
    );
    return () => controller.abort();
    // `load` is a new function every render; `key` names what it reads.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key]);
  return state;
}
