import { describe, expect, it } from 'vitest';
import {
  PARENT_UPDATE_TOAST,
  SESSION_CLOSED_TOAST,
  SESSION_END_TOAST,
  SESSION_REOPENED_TOAST,
  START_INSTRUCTION_TOAST,
  STUDY_AREA_CHECK_IN_TOAST,
  sessionProgress,
  sessionProgressLabel,
  sessionProgressPercent,
  splitSessionMessage,
  timerToastsDue,
  tutoringTimerToasts,
} from './session-timers.ts';

const session = {
  type: 'Tutoring',
  startsAt: '2026-03-10T15:00:00.000Z',
  endsAt: '2026-03-10T16:00:00.000Z',
  canceledAt: null,
};
const at = (time: string) => new Date(`2026-03-10T${time}.000Z`);

describe('the tutoring timers (spec §4)', () => {
  it('come 5 minutes after the start, 5 more later, 5 minutes before the end and at the end', () => {
    expect(tutoringTimerToasts(session).map((toast) => [toast.at, toast.message])).toEqual([
      [at('15:05:00'), STUDY_AREA_CHECK_IN_TOAST],
      [at('15:10:00'), START_INSTRUCTION_TOAST],
      [at('15:55:00'), PARENT_UPDATE_TOAST],
      [at('16:00:00'), SESSION_END_TOAST],
    ]);
  });

  it('read as the spec spells them', () => {
    expect(STUDY_AREA_CHECK_IN_TOAST).toBe(
      "Let's check in on how your student is doing in each study area.",
    );
    expect(START_INSTRUCTION_TOAST).toBe(
      "Finished updating study areas and upcoming events? It's time to start instruction!",
    );
    expect(SESSION_END_TOAST).toBe('The session end time is here.');
    expect(SESSION_CLOSED_TOAST).toBe('Session has been closed.');
    expect(SESSION_REOPENED_TOAST).toBe('Session has been openend.');
  });

  it('belong to Tutoring sessions only, and not to canceled ones', () => {
    expect(tutoringTimerToasts({ ...session, type: 'Course' })).toEqual([]);
    expect(tutoringTimerToasts({ ...session, canceledAt: '2026-03-09T10:00:00.000Z' })).toEqual([]);
  });

  it('keep time order in a session shorter than the timers', () => {
    const short = { ...session, endsAt: '2026-03-10T15:08:00.000Z' };
    expect(tutoringTimerToasts(short).map((toast) => toast.key)).toEqual([
      'parent-update',
      'study-area-check-in',
      'end',
      'start-instruction',
    ]);
  });
});

describe('which timers a tick shows', () => {
  const toasts = tutoringTimerToasts(session);

  it('shows a toast whose moment passed since the last tick, once', () => {
    expect(timerToastsDue(toasts, at('15:04:59'), at('15:05:00')).map((t) => t.key)).toEqual([
      'study-area-check-in',
    ]);
    expect(timerToastsDue(toasts, at('15:05:00'), at('15:05:01'))).toEqual([]);
  });

  it('does not replay the moments before the page opened', () => {
    expect(timerToastsDue(toasts, at('15:30:00'), at('15:30:01'))).toEqual([]);
  });

  it('shows every moment a late tick stepped over', () => {
    expect(timerToastsDue(toasts, at('15:54:00'), at('16:00:30')).map((t) => t.key)).toEqual([
      'parent-update',
      'end',
    ]);
  });
});

describe('the progress timer', () => {
  it('counts whole minutes to the start, rounded up', () => {
    const progress = sessionProgress(session, at('14:57:30'));
    expect(progress).toEqual({ phase: 'upcoming', minutesToStart: 3 });
    expect(sessionProgressLabel(progress)).toBe('Starts in 3 min');
    expect(sessionProgressPercent(progress)).toBe(0);
  });

  it('counts elapsed whole minutes of the total while in progress', () => {
    const progress = sessionProgress(session, at('15:12:59'));
    expect(progress).toEqual({ phase: 'in-progress', elapsedMinutes: 12, totalMinutes: 60 });
    expect(sessionProgressLabel(progress)).toBe('12 of 60 min');
    expect(sessionProgressPercent(progress)).toBe(20);
  });

  it('says ended from the end time', () => {
    const progress = sessionProgress(session, at('16:00:00'));
    expect(progress).toEqual({ phase: 'ended', totalMinutes: 60 });
    expect(sessionProgressLabel(progress)).toBe('Ended (60 min)');
    expect(sessionProgressPercent(progress)).toBe(100);
  });
});

describe('a split session', () => {
  it('announces the new subject, or just the move when it has none', () => {
    expect(splitSessionMessage('Algebra')).toBe('This session continues as a new Algebra session.');
    expect(splitSessionMessage(null)).toBe('This session continues as a new session.');
  });
});
