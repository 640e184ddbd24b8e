import { describe, expect, it } from 'vitest';
import {
  canSubstituteTutor,
  videoLinkLabel,
  attendeeLine,
  attendeeSummary,
  isNewStudent,
  newStudentIdsOf,
  isSessionCancelable,
  isSessionLaunchable,
  launchReport,
  videoLinkState,
} from './session-detail.ts';

const START = '2026-03-10T15:00:00.000Z';
const END = '2026-03-10T16:00:00.000Z';
const at = (iso: string) => new Date(iso);
const names = (count: number) => Array.from({ length: count }, (_, i) => `Student ${i + 1}`);

describe('attendees (spec §9: up to 6 names, then a count)', () => {
  it('lists six names and counts the rest', () => {
    expect(attendeeSummary(names(9))).toEqual({ names: names(6), moreCount: 3 });
    expect(attendeeLine(names(8))).toBe(
      'Student 1, Student 2, Student 3, Student 4, Student 5, Student 6 and 2 more',
    );
  });

  it('lists six or fewer names in full', () => {
    expect(attendeeSummary(names(6)).moreCount).toBe(0);
    expect(attendeeLine(['Ada', 'Ben', 'Cy'])).toBe('Ada, Ben and Cy');
    expect(attendeeLine(['Ada'])).toBe('Ada');
    expect(attendeeLine([])).toBe('');
  });
});

describe('cancelable', () => {
  const session = { startsAt: START, endsAt: END, canceledAt: null };
  it('is cancelable until it ends, even once started', () => {
    expect(isSessionCancelable(session, at('2026-03-10T14:00:00Z'))).toBe(true);
    expect(isSessionCancelable(session, at('2026-03-10T15:59:00Z'))).toBe(true);
  });
  it('is not cancelable once ended or canceled', () => {
    expect(isSessionCancelable(session, at(END))).toBe(false);
    expect(isSessionCancelable({ ...session, canceledAt: START }, at('2026-03-10T14:00:00Z'))).toBe(
      false,
    );
  });
});

describe('video link (spec §4)', () => {
  const session = { startsAt: START, endsAt: END, joinUrl: 'https://meet.example/x' };
  it('is hidden until 15 minutes before the start', () => {
    expect(videoLinkState(session, at('2026-03-10T14:44:00Z'))).toEqual({ kind: 'hidden' });
    expect(videoLinkState(session, at('2026-03-10T14:45:00Z')).kind).toBe('ready');
  });
  it('opens 5 minutes before the start for HH sessions', () => {
    const hh = { ...session, identifier: 'HH' };
    expect(videoLinkState(hh, at('2026-03-10T14:50:00Z')).kind).toBe('hidden');
    expect(videoLinkState(hh, at('2026-03-10T14:55:00Z')).kind).toBe('ready');
  });
  it('says "session not ready" without a join url, and "session ended" at the end', () => {
    expect(videoLinkState({ ...session, joinUrl: null }, at(START))).toEqual({
      kind: 'not-ready',
      message: 'session not ready',
    });
    expect(videoLinkState(session, at(END))).toEqual({ kind: 'ended', message: 'session ended' });
  });
  it('counts the session launchable from the lead time to the end, unless canceled', () => {
    expect(isSessionLaunchable(session, at('2026-03-10T14:50:00Z'))).toBe(true);
    expect(isSessionLaunchable(session, at(END))).toBe(false);
    expect(isSessionLaunchable({ ...session, canceledAt: START }, at(START))).toBe(false);
  });
});

describe('launch report (spec §2)', () => {
  const base = {
    startsAt: START,
    endsAt: END,
    launchedAt: null,
    online: true,
    hasMeeting: true,
  };
  it('reports a late launch by whole minutes', () => {
    expect(launchReport({ ...base, launchedAt: '2026-03-10T15:07:40Z' }, at(END))).toEqual({
      kind: 'launched',
      minutesLate: 7,
      message: 'Launched late by 7 minutes',
    });
  });
  it('reports an early launch, and a launch within the minute as on time', () => {
    expect(launchReport({ ...base, launchedAt: '2026-03-10T14:59:00Z' }, at(END))?.message).toBe(
      'Launched early by 1 minute',
    );
    expect(launchReport({ ...base, launchedAt: '2026-03-10T15:00:30Z' }, at(END))?.message).toBe(
      'Launched on time',
    );
  });
  it('says "session not launched" once started without a launch', () => {
    expect(launchReport(base, at('2026-03-10T15:10:00Z'))?.message).toBe('session not launched');
    expect(launchReport({ ...base, online: false, hasMeeting: false }, at(END))?.kind).toBe(
      'not-launched',
    );
  });
  it('says "meeting not provisioned" for an online session without a meeting', () => {
    expect(launchReport({ ...base, hasMeeting: false }, at(END))?.message).toBe(
      'meeting not provisioned',
    );
  });
  it('has nothing to report before the start, or for a canceled session', () => {
    expect(launchReport(base, at('2026-03-10T14:00:00Z'))).toBeNull();
    expect(launchReport({ ...base, canceledAt: START }, at(END))).toBeNull();
  });
});

describe('small labels', () => {
  it('calls a student new when they have no earlier session with the tutor', () => {
    expect(isNewStudent(0)).toBe(true);
    expect(isNewStudent(2)).toBe(false);
  });

  it('picks the new students out of the earlier-sessions answer', () => {
    const answer = {
      students: [
        { studentId: 4, earlierSessions: 0 },
        { studentId: 7, earlierSessions: 3 },
        { studentId: 9, earlierSessions: 0 },
      ],
    };
    expect(newStudentIdsOf(answer)).toEqual(new Set([4, 9]));
    expect(newStudentIdsOf({ students: [] })).toEqual(new Set());
  });
});

describe('the modal video label and substitute pencil (spec scheduling §2, §6)', () => {
  it('says Relaunch Zoom once launched where Zoom is the provider', () => {
    expect(videoLinkLabel({ launchedAt: null, provider: 'zoom' })).toBe('Video link');
    expect(videoLinkLabel({ launchedAt: '2026-03-10T16:00:00Z', provider: 'zoom' })).toBe(
      'Relaunch Zoom',
    );
    expect(videoLinkLabel({ launchedAt: '2026-03-10T16:00:00Z', provider: 'jitsi' })).toBe(
      'Relaunch video',
    );
  });

  it('shows the pencil to ADMIN only, for joint-session brands before attendance', () => {
    const session = {
      attendanceTakenAt: null,
      canceledAt: null,
      course: { brand: { includeJointSessions: true } },
    };
    expect(canSubstituteTutor({ roles: ['admin'] }, session)).toBe(true);
    expect(canSubstituteTutor({ roles: ['advisor'] }, session)).toBe(false);
    expect(
      canSubstituteTutor({ roles: ['admin'] }, { ...session, attendanceTakenAt: '2026-03-10' }),
    ).toBe(false);
    expect(
      canSubstituteTutor(
        { roles: ['admin'] },
        { ...session, course: { brand: { includeJointSessions: false } } },
      ),
    ).toBe(false);
  });
});
