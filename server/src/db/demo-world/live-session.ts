import type { PlannedCourse } from './courses.ts';
import type { Schedule } from './schedule.ts';
import { scheduleWindow } from './schedule.ts';
import { addMinutes, localDate, atLocalTime } from './time.ts';
import type { AvailabilityRow, SessionRow } from './types.ts';

/** The course whose session is in progress when the world is made (a points brand, 6 students). */
export const LIVE_COURSE_TITLE = 'Algebra I Foundations';
const LIVE_MINUTES = 60;
/** Started this long ago, so the page opens on a session in progress with attendance open. */
const STARTED_MINUTES_AGO = 10;

export const overlaps = (
  a: { startsAt: Date; endsAt: Date },
  b: { startsAt: Date; endsAt: Date },
) => a.startsAt < b.endsAt && b.startsAt < a.endsAt;

/** Whether [startsAt, endsAt) lies between 8 am and 9 pm on one day of the zone. */
export function atWorkingHours(startsAt: Date, endsAt: Date, zone: string): boolean {
  const day = localDate(startsAt, zone);
  return (
    startsAt >= atLocalTime(day, 8, 0, zone) &&
    endsAt <= atLocalTime(day, 21, 0, zone) &&
    localDate(endsAt, zone) === day
  );
}

/**
 * Spec §2–§4 walk-through right after `npm start`: the demo tutor's points-brand course gets a
 * session that started 10 minutes ago, with its students pending attendance and nothing
 * launched yet. Added only when it fits the world's rules (the tutor's working hours, none of
 * their other sessions at that time); their offered time that overlaps it is withdrawn.
 */
export function withLiveSession(
  now: Date,
  schedule: Schedule,
  planned: readonly PlannedCourse[],
  availabilities: readonly AvailabilityRow[],
): { schedule: Schedule; availabilities: AvailabilityRow[] } {
  const unchanged = { schedule, availabilities: [...availabilities] };
  const entry = planned.find((p) => p.course.title === LIVE_COURSE_TITLE);
  if (!entry || entry.studentIds.length < 2) return unchanged;
  const fiveMinutes = 5 * 60_000;
  const startsAt = addMinutes(
    new Date(Math.floor(now.getTime() / fiveMinutes) * fiveMinutes),
    -STARTED_MINUTES_AGO,
  );
  const endsAt = addMinutes(startsAt, LIVE_MINUTES);
  const live = { startsAt, endsAt };
  const window = scheduleWindow(now);
  if (startsAt < window.start || endsAt > window.end) return unchanged;
  if (!atWorkingHours(startsAt, endsAt, entry.zone)) return unchanged;
  const staff = [entry.tutorId, ...(entry.assistantId === null ? [] : [entry.assistantId])];
  const busy = new Set(
    schedule.assignments.filter((a) => staff.includes(a.employeeId)).map((a) => a.sessionId),
  );
  if (schedule.sessions.some((s) => busy.has(s.id) && overlaps(s, live))) return unchanged;

  return withSessionAt({ schedule, availabilities }, entry, {
    ...live,
    name: 'Live now: linear equations',
  });
}

/**
 * The world with one more session of `entry`'s course at `slot`, online and launched by nobody
 * yet: its tutors assigned (the first supervising), its students pending attendance; the
 * tutors' offered time that overlaps it is withdrawn. The caller checks the tutors are free.
 */
export function withSessionAt(
  { schedule, availabilities }: { schedule: Schedule; availabilities: readonly AvailabilityRow[] },
  entry: PlannedCourse,
  slot: { startsAt: Date; endsAt: Date; name: string },
): { schedule: Schedule; availabilities: AvailabilityRow[] } {
  const staff = [entry.tutorId, ...(entry.assistantId === null ? [] : [entry.assistantId])];
  const live = { startsAt: slot.startsAt, endsAt: slot.endsAt };
  const session: SessionRow = {
    id: schedule.sessions.length + 1,
    courseId: entry.course.id,
    type: entry.plan.sessionType,
    name: slot.name,
    ...live,
    duration: Math.round((live.endsAt.getTime() - live.startsAt.getTime()) / 60_000),
    online: true,
    place: null,
    room: null,
    supervisorId: entry.tutorId,
    employeesRequired: staff.length,
    notes: null,
    attendanceTakenAt: null,
    launchedAt: null,
    suppressAttendance: false,
    subjectId: null,
    allotmentsSkippedAt: null,
    connectAt: null,
    canceledAt: null,
    cancelReason: null,
    enrollmentId: null,
    sessionTypeId: null,
    scheduledById: null,
    hubId: null,
    createdAt: entry.course.createdAt,
    updatedAt: entry.course.createdAt,
    lockVersion: 0,
  };
  const assignments = staff.map((employeeId, position) => ({
    id: schedule.assignments.length + position + 1,
    sessionId: session.id,
    employeeId,
    supervisor: position === 0,
    attended: null,
    joinedAt: null,
    lockVersion: 0,
  }));
  const attendances = entry.studentIds.map((studentId, index) => ({
    id: schedule.attendances.length + index + 1,
    sessionId: session.id,
    studentId,
    attended: null,
    joinedAt: null,
    notes: null,
    points: 0,
    lockVersion: 0,
  }));
  return {
    schedule: {
      sessions: [...schedule.sessions, session],
      assignments: [...schedule.assignments, ...assignments],
      attendances: [...schedule.attendances, ...attendances],
    },
    availabilities: availabilities
      .filter((a) => !(staff.includes(a.tutorId) && overlaps(a, live)))
      .map((a, index) => ({ ...a, id: index + 1 })),
  };
}
