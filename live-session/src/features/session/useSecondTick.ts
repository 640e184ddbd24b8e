import { useEffect, useState } from 'react';
import { SESSION_TIMER_TICK_MS } from '@tp/domain';

/** The current time, renewed every second (spec §9 "1 second session timer tick"). */
export function useSecondTick(): Date {
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    const timer = setInterval(() => setNow(new Date()), SESSION_TIMER_TICK_MS);
    return () => clearInterval(timer);
  }, []);
  return now;
}
