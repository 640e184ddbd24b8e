import type { PlannedCourse } from './courses.ts';
import { LEARNING_CENTER, TOPICS_BY_SUBJECT } from './names.ts';
import { streamFor } from './prng.ts';
import {
  FRI,
  MON,
  SAT,
  THU,
  TUE,
  WED,
  addDays,
  addMinutes,
  atLocalTime,
  localDaysBetween,
} from './time.ts';
import type {
  AssignmentRow,
  AttendanceRow,
  AvailabilityRow,
  BrandRow,
  EnrollmentRow,
  SessionRow,
  StudentRow,
  SubjectRow,
  UserRow,
  EmployeeRow,
} from './types.ts';

/** Sessions and availabilities cover two weeks back and two weeks ahead of `now`. */
export const SCHEDULE_DAYS_BACK = 14;
export const SCHEDULE_DAYS_AHEAD = 14;

export function scheduleWindow(now: Date): { start: Date; end: Date } {
  return { start: addDays(now, -SCHEDULE_DAYS_BACK), end: addDays(now, SCHEDULE_DAYS_AHEAD) };
}

const within = (start: Date, end: Date, from: Date, to: Date): boolean =>
  start.getTime() >= from.getTime() && end.getTime() <= to.getTime();

export interface Schedule {
  sessions: SessionRow[];
  assignments: AssignmentRow[];
  attendances: AttendanceRow[];
}

const ABSENCE_NOTES = [
  'Sick today.',
  'Family trip.',
  'Had a school event.',
  'No-show, parent contacted.',
];
const ATTENDED_NOTES = [
  'Great focus today.',
  'Struggled with word problems.',
  'Finished the homework set.',
];

/**
 * Lays out every published course's weekly slots over the four weeks, in the tutor's own
 * zone (so a 4 pm session is 4 pm for the tutor, across a daylight-saving change too), then
 * staffs each session and records attendance: taken for sessions that have ended, pending
 * (null) for the rest.
 */
export function generateSchedule(
  now: Date,
  seed: number,
  planned: readonly PlannedCourse[],
  brands: readonly BrandRow[],
  subjects: readonly SubjectRow[],
): Schedule {
  const rng = streamFor(seed, 'schedule');
  const window = scheduleWindow(now);
  type Draft = Omit<SessionRow, 'id'> & { planned: PlannedCourse };
  const drafts: Draft[] = [];

  for (const entry of planned) {
    const { course, plan, zone } = entry;
    if (course.status !== 'published') continue;
    const topics =
      TOPICS_BY_SUBJECT[subjects.find((s) => s.id === course.subjectId)?.name ?? ''] ?? [];
    for (const day of localDaysBetween(window.start, window.end, zone)) {
      for (const slot of plan.slots.filter((s) => s.weekday === day.weekday)) {
        const startsAt = atLocalTime(day.date, slot.hour, slot.minute, zone);
        const endsAt = addMinutes(startsAt, slot.minutes);
        if (!within(startsAt, endsAt, window.start, window.end)) continue;
        if (!within(startsAt, endsAt, entry.startsAt, entry.endsAt)) continue;
        const hasEnded = endsAt.getTime() <= now.getTime();
        const hasStarted = startsAt.getTime() <= now.getTime();
        const createdAt = course.createdAt;
        // Picked for every session, also a workshop's: the stream stays as it was.
        const topic =
          plan.sessionType === 'Tutoring' || topics.length === 0 ? null : rng.pick(topics);
        drafts.push({
          planned: entry,
          courseId: course.id,
          type: slot.kind?.sessionType ?? plan.sessionType,
          name: slot.kind?.name ?? topic,
          startsAt,
          endsAt,
          duration: slot.minutes,
          online: !plan.inPerson,
          place: plan.inPerson ? LEARNING_CENTER.place : null,
          placeId: plan.inPerson ? LEARNING_CENTER.placeId : null,
          room: plan.inPerson ? rng.pick(LEARNING_CENTER.rooms) : null,
          supervisorId: entry.tutorId,
          employeesRequired: entry.assistantId === null ? 1 : 2,
          notes: null,
          attendanceTakenAt: hasEnded ? addMinutes(endsAt, rng.int(2, 30)) : null,
          launchedAt: hasStarted ? addMinutes(startsAt, -rng.int(1, 5)) : null,
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
          createdAt,
          updatedAt: hasEnded ? addMinutes(endsAt, 30) : createdAt,
          lockVersion: 0,
        });
      }
    }
  }
  // Ids in time order, as they would be if the sessions had been booked week by week.
  drafts.sort((a, b) => a.startsAt.getTime() - b.startsAt.getTime() || a.courseId - b.courseId);

  const sessions: SessionRow[] = [];
  const assignments: AssignmentRow[] = [];
  const attendances: AttendanceRow[] = [];
  drafts.forEach(({ planned: entry, ...draft }, index) => {
    const session: SessionRow = { id: index + 1, ...draft };
    sessions.push(session);
    const hasEnded = session.endsAt.getTime() <= now.getTime();
    const staff = [entry.tutorId, ...(entry.assistantId === null ? [] : [entry.assistantId])];
    staff.forEach((employeeId, position) => {
      assignments.push({
        id: assignments.length + 1,
        sessionId: session.id,
        employeeId,
        supervisor: position === 0,
        attended: hasEnded ? true : null,
        joinedAt: hasEnded ? addMinutes(session.startsAt, -rng.int(1, 8)) : null,
        lockVersion: 0,
      });
    });
    const brand = brands.find((b) => b.id === entry.course.brandId);
    for (const studentId of entry.studentIds) {
      const attended = hasEnded ? rng.chance(0.87) : null;
      const note =
        hasEnded && rng.chance(0.15) ? rng.pick(attended ? ATTENDED_NOTES : ABSENCE_NOTES) : null;
      attendances.push({
        id: attendances.length + 1,
        sessionId: session.id,
        studentId,
        attended,
        joinedAt: attended ? addMinutes(session.startsAt, rng.int(-3, 6)) : null,
        notes: note,
        points: attended && brand?.includePoints ? 10 : 0,
        lockVersion: 0,
      });
    }
  });
  return { sessions, assignments, attendances };
}

/** Each student's points are what their attendances earned. */
export function withEarnedPoints(
  students: readonly StudentRow[],
  attendances: readonly AttendanceRow[],
): StudentRow[] {
  const earned = new Map<number, number>();
  for (const a of attendances)
    earned.set(a.studentId, (earned.get(a.studentId) ?? 0) + (a.points ?? 0));
  return students.map((s) => ({ ...s, points: earned.get(s.id) ?? 0 }));
}

interface AvailabilityBlock {
  weekday: number;
  hour: number;
  minute: number;
  minutes: number;
}

/** tutor@demo.test offers weekday mornings and a Saturday afternoon, clear of their sessions. */
const DEMO_TUTOR_BLOCKS: AvailabilityBlock[] = [
  ...[MON, TUE, WED, THU, FRI].map((weekday) => ({ weekday, hour: 9, minute: 0, minutes: 180 })),
  { weekday: SAT, hour: 13, minute: 0, minutes: 120 },
];

/**
 * Availabilities over the same four weeks: weekday daytime blocks in each tutor's zone.
 * Sessions on weekdays start at 3 pm or later, so what a tutor offers never overlaps what
 * they already teach.
 */
export function generateAvailabilities(
  now: Date,
  seed: number,
  tutorIds: readonly number[],
  employees: readonly EmployeeRow[],
  users: readonly UserRow[],
): AvailabilityRow[] {
  const rng = streamFor(seed, 'availabilities');
  const window = scheduleWindow(now);
  const drafts: Omit<AvailabilityRow, 'id'>[] = [];
  tutorIds.forEach((tutorId, index) => {
    const userId = employees.find((e) => e.id === tutorId)?.userId;
    const zone = users.find((u) => u.id === userId)?.timeZone ?? 'America/New_York';
    const blocks =
      index === 0
        ? DEMO_TUTOR_BLOCKS
        : rng
            .shuffled([MON, TUE, WED, THU, FRI])
            .slice(0, rng.int(2, 4))
            .map((weekday) => ({
              weekday,
              hour: rng.pick([9, 10, 11, 12]),
              minute: rng.pick([0, 30]),
              minutes: rng.pick([90, 120, 150]),
            }));
    for (const day of localDaysBetween(window.start, window.end, zone)) {
      for (const block of blocks.filter((b) => b.weekday === day.weekday)) {
        const startsAt = atLocalTime(day.date, block.hour, block.minute, zone);
        const endsAt = addMinutes(startsAt, block.minutes);
        if (!within(startsAt, endsAt, window.start, window.end)) continue;
        drafts.push({
          tutorId,
          startsAt,
          endsAt,
          duration: block.minutes,
          locked: startsAt.getTime() <= now.getTime(),
          maxedOut: false,
          // Offered one to three weeks ahead, and never later than now.
          createdAt: new Date(
            Math.min(addDays(startsAt, -rng.int(7, 21)).getTime(), now.getTime()),
          ),
          lockVersion: 0,
        });
      }
    }
  });
  drafts.sort((a, b) => a.startsAt.getTime() - b.startsAt.getTime() || a.tutorId - b.tutorId);
  return drafts.map((draft, index) => ({ id: index + 1, ...draft }));
}

/**
 * Tutoring sessions are bookings (the booking engine's tutorings): each draws its hours from
 * the tutoring enrollment of its one student in its course, and was booked by its tutor. The
 * courses sell more hours than the four weeks schedule, so every tutoring enrollment still has
 * unscheduled hours to book in the demo.
 */
export function withTutoringBookings(
  sessions: readonly SessionRow[],
  enrollments: readonly EnrollmentRow[],
  attendances: readonly AttendanceRow[],
  employees: readonly EmployeeRow[],
): SessionRow[] {
  return sessions.map((session) => {
    if (session.type !== 'Tutoring') return session;
    const studentIds = new Set(
      attendances.filter((a) => a.sessionId === session.id).map((a) => a.studentId),
    );
    const enrollment = enrollments.find(
      (e) => e.courseId === session.courseId && studentIds.has(e.studentId),
    );
    if (!enrollment) return session;
    const tutorUserId = employees.find((e) => e.id === session.supervisorId)?.userId ?? null;
    return { ...session, enrollmentId: enrollment.id, scheduledById: tutorUserId };
  });
}
