/**
 * The session page's clock-driven behaviour (spec scheduling §4, §9): the progress timer, the
 * tutoring timers' four toasts, the close / re-open toasts and the split-session delay. Pure:
 * `now` comes in; the page ticks once a second and asks.
 */

const MINUTE_MS = 60_000;
const ms = (value: string | Date) => new Date(value).getTime();

/** Spec §9: "1 second session timer tick". */
export const SESSION_TIMER_TICK_MS = 1000;

/** Spec §4, §9: "500 ms delay before moving to a split session". */
export const SPLIT_SESSION_REDIRECT_MS = 500;

/** Spec §4: suppressAttendance true is Closed, false Re-opened (the typo is the spec's). */
export const SESSION_CLOSED_TOAST = 'Session has been closed.';
export const SESSION_REOPENED_TOAST = 'Session has been openend.';

/** Spec §4 "5 minutes after start", §9 "tutoring timers at 5 minutes". */
export const STUDY_AREA_CHECK_IN_MINUTES = 5;
/**
 * Spec §4 says only "after a further delay" for the start-instruction toast: five more minutes
 * (ten after the start), the same step as the other timers, leaves time to update study areas.
 */
export const START_INSTRUCTION_DELAY_MINUTES = 5;
/** Spec §4: the parent-update toast comes 5 minutes before the end. */
export const PARENT_UPDATE_LEAD_MINUTES = 5;

export const STUDY_AREA_CHECK_IN_TOAST =
  "Let's check in on how your student is doing in each study area.";
export const START_INSTRUCTION_TOAST =
  "Finished updating study areas and upcoming events? It's time to start instruction!";
/** Spec §4 names the toast but not its words. */
export const PARENT_UPDATE_TOAST =
  'The session ends in 5 minutes. Time to write the parent update.';
export const SESSION_END_TOAST = 'The session end time is here.';

export type TimerToastKey = 'study-area-check-in' | 'start-instruction' | 'parent-update' | 'end';

export interface TimerToast {
  key: TimerToastKey;
  /** The moment it appears. */
  at: Date;
  message: string;
}

interface TimedSession {
  type: string;
  startsAt: string | Date;
  endsAt: string | Date;
  canceledAt?: string | Date | null;
}

/**
 * The four tutoring timers of a session (spec §4 "Tutoring session timers"), in time order.
 * Only Tutoring sessions have them, and a canceled one has none. In a session too short for
 * all of them, each still comes at its own moment.
 */
export function tutoringTimerToasts(session: TimedSession): TimerToast[] {
  if (session.type !== 'Tutoring' || session.canceledAt) return [];
  const start = ms(session.startsAt);
  const end = ms(session.endsAt);
  const checkIn = start + STUDY_AREA_CHECK_IN_MINUTES * MINUTE_MS;
  const toasts: TimerToast[] = [
    { key: 'study-area-check-in', at: new Date(checkIn), message: STUDY_AREA_CHECK_IN_TOAST },
    {
      key: 'start-instruction',
      at: new Date(checkIn + START_INSTRUCTION_DELAY_MINUTES * MINUTE_MS),
      message: START_INSTRUCTION_TOAST,
    },
    {
      key: 'parent-update',
      at: new Date(end - PARENT_UPDATE_LEAD_MINUTES * MINUTE_MS),
      message: PARENT_UPDATE_TOAST,
    },
    { key: 'end', at: new Date(end), message: SESSION_END_TOAST },
  ];
  return toasts.sort((a, b) => a.at.getTime() - b.at.getTime());
}

/**
 * The toasts whose moment falls in (since, now]: what a tick shows. A page opened after a
 * moment does not replay it (the tutor was not there to be reminded); a page open across it
 * shows it once, even when a tick came late.
 */
export function timerToastsDue(
  toasts: readonly TimerToast[],
  since: Date,
  now: Date,
): TimerToast[] {
  return toasts.filter(
    (toast) => toast.at.getTime() > since.getTime() && toast.at.getTime() <= now.getTime(),
  );
}

export type SessionProgress =
  | { phase: 'upcoming'; minutesToStart: number }
  | { phase: 'in-progress'; elapsedMinutes: number; totalMinutes: number }
  | { phase: 'ended'; totalMinutes: number };

/**
 * The progress timer (spec §2: "ticking each second and shown in minutes"): whole minutes to
 * the start (rounded up: 30 seconds before is "1 min"), or elapsed whole minutes of the total.
 */
export function sessionProgress(
  session: { startsAt: string | Date; endsAt: string | Date },
  now: Date,
): SessionProgress {
  const start = ms(session.startsAt);
  const end = ms(session.endsAt);
  const totalMinutes = Math.round((end - start) / MINUTE_MS);
  const at = now.getTime();
  if (at < start) return { phase: 'upcoming', minutesToStart: Math.ceil((start - at) / MINUTE_MS) };
  if (at >= end) return { phase: 'ended', totalMinutes };
  return {
    phase: 'in-progress',
    elapsedMinutes: Math.floor((at - start) / MINUTE_MS),
    totalMinutes,
  };
}

/** "Starts in 3 min", "12 of 60 min", "Ended (60 min)". */
export function sessionProgressLabel(progress: SessionProgress): string {
  switch (progress.phase) {
    case 'upcoming':
      return `Starts in ${progress.minutesToStart} min`;
    case 'in-progress':
      return `${progress.elapsedMinutes} of ${progress.totalMinutes} min`;
    case 'ended':
      return `Ended (${progress.totalMinutes} min)`;
  }
}

/** Elapsed share of the session in percent (0 before, 100 after), for a progress bar. */
export function sessionProgressPercent(progress: SessionProgress): number {
  if (progress.phase === 'upcoming') return 0;
  if (progress.phase === 'ended' || progress.totalMinutes <= 0) return 100;
  return Math.min(100, (progress.elapsedMinutes / progress.totalMinutes) * 100);
}

/** Spec §4: the announcement of a split before the page moves to the new session. */
export function splitSessionMessage(subjectName: string | null | undefined): string {
  return subjectName
    ? `This session continues as a new ${subjectName} session.`
    : 'This session continues as a new session.';
}
