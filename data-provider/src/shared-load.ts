/** A load that callers asking alike while it runs share. */
interface InFlight {
  answer: Promise<unknown>;
  controller: AbortController;
  /** Callers still waiting on it with a signal of their own; past the last, it is aborted. */
  waiting: number;
  /** A caller without a signal waits on it: it is never aborted. */
  isKept: boolean;
}

const inFlightByOwner = new WeakMap<object, Map<string, InFlight>>();

/**
 * `load` once for every caller that asks the same `key` of the same `owner` (an HTTP client)
 * while it runs: two parts of a page asking one thing at once (the schedule's week and its mini
 * calendar's month) make one request. Nothing is kept once it settles: a later call loads
 * again. A caller's `signal` aborts its own wait (its promise rejects with the signal's
 * reason); the load itself is aborted only when every caller that gave a signal has aborted.
 */
export function sharedLoad<T>(
  owner: object,
  key: string,
  load: (signal: AbortSignal) => Promise<T>,
  signal?: AbortSignal,
): Promise<T> {
  if (signal?.aborted) return Promise.reject(signal.reason);
  let loads = inFlightByOwner.get(owner);
  if (!loads) {
    loads = new Map();
    inFlightByOwner.set(owner, loads);
  }
  const inFlight = loads;
  let entry = inFlight.get(key);
  if (!entry) {
    const controller = new AbortController();
    const created: InFlight = {
      answer: load(controller.signal),
      controller,
      waiting: 0,
      isKept: false,
    };
    const forget = () => {
      if (inFlight.get(key) === created) inFlight.delete(key);
    };
    created.answer.then(forget, forget);
    inFlight.set(key, created);
    entry = created;
  }
  const joined = entry;
  const answer = joined.answer as Promise<T>;
  if (!signal) {
    joined.isKept = true;
    return answer;
  }
  joined.waiting += 1;
  return new Promise<T>((resolve, reject) => {
    const leave = () => {
      joined.waiting -= 1;
      if (joined.waiting > 0 || joined.isKept) return;
      if (inFlight.get(key) === joined) inFlight.delete(key);
      joined.controller.abort(signal.reason);
    };
    const onAbort = () => {
      leave();
      reject(signal.reason);
    };
    signal.addEventListener('abort', onAbort, { once: true });
    answer.then(
      (value) => {
        signal.removeEventListener('abort', onAbort);
        resolve(value);
      },
      (error: unknown) => {
        signal.removeEventListener('abort', onAbort);
        reject(error);
      },
    );
  });
}
