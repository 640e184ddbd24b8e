import { eventTypesOffered, type EventType } from '@tp/domain';
import { streamFor } from './prng.ts';
import { SCHEDULE_DAYS_AHEAD } from './schedule.ts';
import {
  MON,
  TUE,
  WED,
  THU,
  FRI,
  addDays,
  addMinutes,
  atLocalTime,
  localDaysBetween,
} from './time.ts';
import type { DepartmentRow, EmployeeRow, EventRow, TutorRow, UserRow } from './types.ts';

/** Events cover a week back (some done, one canceled) and the schedule's weeks ahead. */
const EVENT_DAYS_BACK = 7;

/** What a tutor writes for each type: a name and the details the form requires. */
const WORDING: Record<EventType, { names: string[]; details: string[] }> = {
  'Event::PrepTime': {
    names: ['Prep for SAT practice test', 'Lesson planning', 'Prep for algebra review'],
    details: ['Review last week’s mistakes and pick practice problems.', 'Build the slides.'],
  },
  'Event::SelfStudy': {
    names: ['AP Calculus refresher', 'New curriculum training'],
    details: ['Work through the refresher module.', 'Watch the training videos.'],
  },
  'Event::ParentCommunication': {
    names: ['Call with a parent', 'Progress update e-mails'],
    details: ['Talk through the study plan and the next test date.', 'Send monthly updates.'],
  },
  'Event::AdminWork': {
    names: ['Session notes catch-up', 'Paperwork'],
    details: ['Finish notes for last week’s sessions.', 'Expense report and timesheet.'],
  },
  'Event::EssayGrading': {
    names: ['Essay grading'],
    details: ['Grade the assigned practice essays.'],
  },
  'Event::CurriculumWork': {
    names: ['Curriculum review'],
    details: ['Review the geometry unit’s problem sets.'],
  },
  'Event::FlAdmin': {
    names: ['Faculty check-ins'],
    details: ['Weekly check-ins with the faculty team.'],
  },
};

/**
 * Events on the tutors' calendars: two or three a week each (the demo tutor every weekday), at
 * times of day in the tutor's own zone, of the types their roles and flags offer (the faculty
 * leader gets FL Admin, at the start of each of their weeks; essay graders Essay Grading), from
 * a week back to the schedule's end.
 * About one in twelve is canceled. Events may overlap sessions: nothing forbids it.
 */
export function generateEvents(
  now: Date,
  seed: number,
  input: {
    tutorIds: readonly number[];
    tutors: readonly TutorRow[];
    employees: readonly EmployeeRow[];
    users: readonly UserRow[];
    departments: readonly DepartmentRow[];
  },
): EventRow[] {
  const rng = streamFor(seed, 'events');
  const from = addDays(now, -EVENT_DAYS_BACK);
  const to = addDays(now, SCHEDULE_DAYS_AHEAD);
  const drafts: Omit<EventRow, 'id'>[] = [];
  input.tutorIds.forEach((tutorId, index) => {
    const userId = input.employees.find((e) => e.id === tutorId)?.userId;
    const user = input.users.find((u) => u.id === userId);
    const tutor = input.tutors.find((t) => t.id === tutorId);
    if (!user || !tutor) return;
    const zone = user.timeZone ?? 'America/New_York';
    const types = eventTypesOffered({
      roles: user.roles ?? [],
      essayGrader: tutor.essayGrader ?? false,
      curriculumWork: tutor.curriculumWork ?? false,
    });
    const weekdays =
      index === 0 ? [MON, TUE, WED, THU, FRI] : rng.shuffled([MON, TUE, WED, THU, FRI]).slice(0, 3);
    const departmentId = input.departments[index % input.departments.length]!.id;
    for (const day of localDaysBetween(from, to, zone)) {
      if (!weekdays.includes(day.weekday)) continue;
      // Mornings before sessions, or early evening after them.
      const startsAt = atLocalTime(day.date, rng.pick([8, 9, 13, 18]), rng.pick([0, 15, 30]), zone);
      const duration = rng.pick([15, 30, 45, 60, 90]);
      const endsAt = addMinutes(startsAt, duration);
      if (startsAt.getTime() < from.getTime() || endsAt.getTime() > to.getTime()) continue;
      const picked = rng.pick(types);
      // A faculty leader's week starts with their FL Admin check-ins.
      const type =
        types.includes('Event::FlAdmin') && day.weekday === Math.min(...weekdays)
          ? 'Event::FlAdmin'
          : picked;
      const wording = WORDING[type];
      const createdAt = new Date(
        Math.min(addDays(startsAt, -rng.int(2, 10)).getTime(), now.getTime()),
      );
      const canceled = rng.chance(1 / 12);
      const canceledAt = canceled
        ? new Date(Math.min(addDays(createdAt, 1).getTime(), now.getTime()))
        : null;
      drafts.push({
        type,
        name: rng.pick(wording.names),
        details: rng.pick(wording.details),
        startsAt,
        endsAt,
        duration,
        allDay: false,
        departmentId,
        attendeeId: tutorId,
        studentId: null,
        subjectId: null,
        canceledAt,
        pastReason: null,
        createdById: user.id,
        createdAt,
        updatedAt: canceledAt ?? createdAt,
        // A cancel is a change of the row.
        lockVersion: canceled ? 1 : 0,
      });
    }
  });
  drafts.sort((a, b) => a.startsAt.getTime() - b.startsAt.getTime() || a.attendeeId - b.attendeeId);
  return drafts.map((draft, index) => ({ id: index + 1, ...draft }));
}
