import { describe, expect, it } from 'vitest';
import {
  SPLIT_CANCELED_MESSAGE,
  SPLIT_NOT_HOMEWORK_HELP_MESSAGE,
  SPLIT_OUTSIDE_WINDOW_MESSAGE,
  hubOf,
  isPotentialHub,
  orderHubs,
  splitMinute,
  splitPlan,
  splitRefusal,
  type HubCandidate,
  type SplitSession,
} from './homework-help-split.ts';

const at = (iso: string) => new Date(iso);
const hub: SplitSession = {
  identifier: 'HH',
  startsAt: at('2026-03-10T14:30:00Z'),
  endsAt: at('2026-03-10T15:30:00Z'),
  canceledAt: null,
  subjectId: 1,
  studentIds: [7, 8],
};
const now = at('2026-03-10T15:00:40Z');

describe('splitting a homework-help session', () => {
  it('is allowed into another subject while in progress', () => {
    expect(splitRefusal(hub, { subjectId: 2 }, now)).toBeNull();
    expect(splitRefusal(hub, { subjectId: 2, studentIds: [8] }, now)).toBeNull();
  });

  it('refuses a session that is not homework help (422)', () => {
    expect(splitRefusal({ ...hub, identifier: null }, { subjectId: 2 }, now)).toEqual({
      status: 422,
      errors: { base: [SPLIT_NOT_HOMEWORK_HELP_MESSAGE] },
    });
  });

  it('refuses the subject it has and students it does not have (422)', () => {
    expect(splitRefusal(hub, { subjectId: 1, studentIds: [9] }, now)).toEqual({
      status: 422,
      errors: { subjectId: [expect.any(String)], studentIds: [expect.any(String)] },
    });
  });

  it('refuses a canceled session (409)', () => {
    expect(splitRefusal({ ...hub, canceledAt: hub.startsAt }, { subjectId: 2 }, now)).toEqual({
      status: 409,
      message: SPLIT_CANCELED_MESSAGE,
    });
  });

  it('refuses in its first minute, before it, and in its last 5 minutes (409)', () => {
    const refused = { status: 409, message: SPLIT_OUTSIDE_WINDOW_MESSAGE };
    expect(splitRefusal(hub, { subjectId: 2 }, at('2026-03-10T14:30:59Z'))).toEqual(refused);
    expect(splitRefusal(hub, { subjectId: 2 }, at('2026-03-10T14:00:00Z'))).toEqual(refused);
    expect(splitRefusal(hub, { subjectId: 2 }, at('2026-03-10T15:25:01Z'))).toBeNull();
    expect(splitRefusal(hub, { subjectId: 2 }, at('2026-03-10T15:26:00Z'))).toEqual(refused);
    expect(splitRefusal(hub, { subjectId: 2 }, at('2026-03-10T15:40:00Z'))).toEqual(refused);
  });

  it('splits at the minute: the hub ends there, the new session runs to the old end', () => {
    expect(splitMinute(now)).toEqual(at('2026-03-10T15:00:00Z'));
    expect(splitPlan(hub, { subjectId: 2 }, now)).toEqual({
      splitAt: at('2026-03-10T15:00:00Z'),
      hubDuration: 30,
      spoke: {
        startsAt: at('2026-03-10T15:00:00Z'),
        endsAt: at('2026-03-10T15:30:00Z'),
        duration: 30,
      },
      studentIds: [7, 8],
    });
  });

  it('moves the students chosen once each', () => {
    expect(splitPlan(hub, { subjectId: 2, studentIds: [8, 8] }, now).studentIds).toEqual([8]);
  });

  it('keeps a spoke split again on the first hub', () => {
    expect(hubOf({ id: 5, hubId: null })).toBe(5);
    expect(hubOf({ id: 6, hubId: 5 })).toBe(5);
  });
});

describe('potential hubs', () => {
  const session = {
    id: 1,
    hubId: null,
    identifier: 'HH',
    type: 'Session::ManuallyAttendable',
    startsAt: at('2026-03-10T15:00:00Z'),
    endsAt: at('2026-03-10T16:00:00Z'),
    canceledAt: null,
  };
  const other: HubCandidate = { ...session, id: 2 };

  it('are other homework-help sessions that overlap it', () => {
    expect(isPotentialHub(other, session)).toBe(true);
    expect(isPotentialHub(session, session)).toBe(false);
    expect(isPotentialHub({ ...other, identifier: null }, session)).toBe(false);
    expect(isPotentialHub({ ...other, type: 'Session::TutoringSplit' }, session)).toBe(false);
    expect(isPotentialHub({ ...other, canceledAt: session.startsAt }, session)).toBe(false);
    // Touching is not overlapping.
    expect(
      isPotentialHub(
        { ...other, startsAt: at('2026-03-10T16:00:00Z'), endsAt: at('2026-03-10T17:00:00Z') },
        session,
      ),
    ).toBe(false);
  });

  it('include the hub a spoke was split from, which ended where it began', () => {
    const spoke = { ...session, id: 3, hubId: 2, type: 'Session::TutoringSplit' };
    const ended = { ...other, endsAt: session.startsAt, startsAt: at('2026-03-10T14:00:00Z') };
    expect(isPotentialHub(ended, spoke)).toBe(true);
  });

  it('are listed by start, then id', () => {
    const hubs = [
      { id: 3, startsAt: at('2026-03-10T15:00:00Z') },
      { id: 2, startsAt: at('2026-03-10T15:00:00Z') },
      { id: 1, startsAt: at('2026-03-10T16:00:00Z') },
    ];
    expect(orderHubs(hubs).map((h) => h.id)).toEqual([2, 3, 1]);
  });
});
