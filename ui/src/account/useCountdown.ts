import { useEffect, useEffectEvent, useState } from 'react';

/**
 * Seconds left of a countdown that starts when `isRunning` turns true and calls `onDone` once
 * at zero (spec §9: the setup and success screens move on after 5 seconds).
 */
export function useCountdown(seconds: number, isRunning: boolean, onDone: () => void): number {
  const [left, setLeft] = useState(seconds);
  const done = useEffectEvent(onDone);

  useEffect(() => {
    if (!isRunning) return;
    const startedAt = Date.now();
    const timer = setInterval(() => {
      const remaining = Math.max(0, seconds - Math.floor((Date.now() - startedAt) / 1000));
      setLeft(remaining);
      if (remaining === 0) {
        clearInterval(timer);
        done();
      }
    }, 250);
    return () => clearInterval(timer);
  }, [isRunning, seconds]);

  return left;
}
