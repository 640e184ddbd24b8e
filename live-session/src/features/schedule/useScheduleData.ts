import { useCallback, useEffect, useMemo, useRef } from 'react';
import type { HttpClient } from '@tp/data-provider';
import type { Availability } from '@tp/domain';
import { AVAILABILITY_REFRESH_DELAY_MS, MONTH_FETCH_SIZE } from './calendar-settings.ts';
import { loadAvailabilities, loadSessionsAndEvents, type ScheduleData } from './schedule-api.ts';
import { useRangeData } from './useRangeData.ts';
import type { VisibleRange } from './visible-range.ts';

type SessionsAndEvents = Omit<ScheduleData, 'availabilities'>;
const NO_SCHEDULE: SessionsAndEvents = { sessions: [], events: [], testDayAreas: [] };
const NO_AVAILABILITY: Availability[] = [];

/**
 * The schedule of the visible range: sessions and events, and availabilities, each reloaded
 * when its range changes. Availabilities are asked for `availabilityRange` (the month grid
 * holding the range, as the mini calendar asks it: the two share one request, and moving week
 * by week within a month asks nothing again) and shown for the visible range. `reload`
 * refreshes both at once (after the tutor's own change); `reloadLive` is for a
 * schedule-change: the sessions at once, the availabilities after the spec's 250 ms delay
 * (§9), once the server has given back what a change freed. `loadedAt` and
 * `availabilitiesLoadedAt` are when each part last loaded (useRangeData's `loadedAt`). The
 * students' test days are the calendar days of the range in `zone`.
 */
export function useScheduleData(
  httpClient: HttpClient,
  tutorId: number | null,
  zone: string,
  range: VisibleRange,
  availabilityRange: VisibleRange,
  onError: (error: unknown) => void,
): {
  data: ScheduleData;
  loadedAt: Date;
  availabilitiesLoadedAt: Date;
  isLoading: boolean;
  reload(): void;
  reloadLive(): void;
} {
  const loadSessions = useCallback(
    (params: Omit<Parameters<typeof loadSessionsAndEvents>[1], 'zone'>) =>
      loadSessionsAndEvents(httpClient, { ...params, zone }),
    [httpClient, zone],
  );
  const loadAvailable = useCallback(
    (params: Parameters<typeof loadAvailabilities>[1]) =>
      loadAvailabilities(httpClient, params, MONTH_FETCH_SIZE),
    [httpClient],
  );
  const schedule = useRangeData(loadSessions, NO_SCHEDULE, tutorId, range, onError);
  const available = useRangeData(
    loadAvailable,
    NO_AVAILABILITY,
    tutorId,
    availabilityRange,
    onError,
  );
  const startMs = range.start.getTime();
  const endMs = range.end.getTime();
  const shownAvailabilities = useMemo(
    () =>
      available.data.filter(
        (a) => new Date(a.startsAt).getTime() < endMs && new Date(a.endsAt).getTime() > startMs,
      ),
    [available.data, startMs, endMs],
  );
  const { reload: reloadSessions } = schedule;
  const { reload: reloadAvailable } = available;

  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  useEffect(
    () => () => {
      if (timer.current) clearTimeout(timer.current);
    },
    [],
  );
  const reload = useCallback(() => {
    reloadSessions();
    reloadAvailable();
  }, [reloadSessions, reloadAvailable]);
  const reloadLive = useCallback(() => {
    reloadSessions();
    if (timer.current) clearTimeout(timer.current);
    timer.current = setTimeout(reloadAvailable, AVAILABILITY_REFRESH_DELAY_MS);
  }, [reloadSessions, reloadAvailable]);

  const data = useMemo(
    () => ({ ...schedule.data, availabilities: shownAvailabilities }),
    [schedule.data, shownAvailabilities],
  );
  return {
    data,
    loadedAt: schedule.loadedAt,
    availabilitiesLoadedAt: available.loadedAt,
    isLoading: schedule.isLoading || available.isLoading,
    reload,
    reloadLive,
  };
}
