import { useEffect, useMemo, useRef } from 'react';
import { timerToastsDue, tutoringTimerToasts } from '@tp/domain';
import { useToast } from '@tp/ui';
import type { LiveSession } from './session-page-api.ts';

/**
 * The tutoring timers' toasts (spec §4): each tick shows the moments passed since the last
 * one, so a moment shows once while the page is open and none replays when it opens late.
 */
export function useTutoringTimers(session: LiveSession | null, now: Date): void {
  const toast = useToast();
  // The moments depend on these fields only; a reload with the same times keeps them.
  const type = session?.type;
  const startsAt = session?.startsAt;
  const endsAt = session?.endsAt;
  const canceledAt = session?.canceledAt ?? null;
  const toasts = useMemo(
    () =>
      type && startsAt && endsAt ? tutoringTimerToasts({ type, startsAt, endsAt, canceledAt }) : [],
    [type, startsAt, endsAt, canceledAt],
  );
  const lastTick = useRef<Date | null>(null);

  useEffect(() => {
    const since = lastTick.current;
    lastTick.current = now;
    if (!since) return;
    for (const due of timerToastsDue(toasts, since, now)) toast.info(due.message);
  }, [now, toasts, toast]);
}
