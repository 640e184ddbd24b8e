import { useEffect, useRef, useState } from 'react';
import { TOAST_EXTENDED_TIMEOUT_MS, TOAST_TIMEOUT_MS } from './toast-settings.ts';

/**
 * A toast's time: it closes itself after the timeout; hovering holds it open, and leaving gives
 * it the shorter extended timeout (toastr's behaviour, which the spec's settings come from).
 * `countdown.run` changes when a new countdown starts, to restart the progress bar.
 */
export function useToastCountdown(onTimeout: () => void) {
  const [countdown, setCountdown] = useState<{ ms: number; run: number } | null>({
    ms: TOAST_TIMEOUT_MS,
    run: 0,
  });
  const runs = useRef(0);

  useEffect(() => {
    if (!countdown) return;
    const timer = setTimeout(onTimeout, countdown.ms);
    return () => clearTimeout(timer);
  }, [countdown, onTimeout]);

  const hold = () => setCountdown(null);
  const release = () => {
    runs.current += 1;
    setCountdown({ ms: TOAST_EXTENDED_TIMEOUT_MS, run: runs.current });
  };
  return { countdown, hold, release };
}

/** The role a toast is announced with: at once for errors and warnings, politely otherwise. */
export function toastRole(kind: string): 'alert' | 'status' {
  return kind === 'error' || kind === 'warning' ? 'alert' : 'status';
}
