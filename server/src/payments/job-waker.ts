/**
 * Lets a request ask a job runner for a pass now instead of at its next tick: a queued score
 * report is mailed within seconds rather than after up to a minute (JOB_INTERVAL_SECONDS).
 * The runner registers itself (startPaymentJob's `waker`); with no runner in the process (the
 * mocked mode's in-page API, tests), a wake does nothing.
 */
export interface JobWaker {
  wake(): void;
  onWake(listener: () => void): void;
}

export function jobWaker(): JobWaker {
  let listener: (() => void) | undefined;
  return {
    wake: () => listener?.(),
    onWake: (next) => {
      listener = next;
    },
  };
}
