import type { PlannedCourse } from './courses.ts';
import { atWorkingHours, overlaps, withSessionAt } from './live-session.ts';
import type { Schedule } from './schedule.ts';
import { scheduleWindow } from './schedule.ts';
import { addMinutes } from './time.ts';
import type { AvailabilityRow } from './types.ts';

/** The homework-help sessions added around the time the world is made (spec §4 split). */
export const DROP_IN_NAME = 'Drop-in homework help';
const DROP_IN_MINUTES = 60;
const STARTED_MINUTES_AGO = 10;
/** How far ahead a drop-in may be placed when its tutor is busy now. */
const LOOK_AHEAD_MINUTES = 180;
const STEP_MINUTES = 5;

const HOMEWORK_HELP_BRAND = 'Homework Help';

interface Placed {
  schedule: Schedule;
  availabilities: AvailabilityRow[];
}

/**
 * Spec §4 walk-through: each homework-help course gets a drop-in session at the first time
 * from 10 minutes ago when its tutors are free (in progress for a free tutor; right after the
 * demo tutor's live session for them), with the course's students, so a tutor can open it
 * and split it into another subject's session. Placed only at working hours, inside the
 * world's schedule window; the tutors' offered time that overlaps it is withdrawn.
 */
export function withHomeworkHelpDropIns(
  now: Date,
  schedule: Schedule,
  planned: readonly PlannedCourse[],
  availabilities: readonly AvailabilityRow[],
): Placed {
  let placed: Placed = { schedule, availabilities: [...availabilities] };
  for (const entry of planned) {
    if (entry.plan.brand !== HOMEWORK_HELP_BRAND || entry.studentIds.length === 0) continue;
    placed = withDropIn(now, placed, entry);
  }
  return placed;
}

function firstFreeStart(now: Date, schedule: Schedule, entry: PlannedCourse, staff: number[]) {
  const step = STEP_MINUTES * 60_000;
  const first = addMinutes(new Date(Math.floor(now.getTime() / step) * step), -STARTED_MINUTES_AGO);
  const busySessionIds = new Set(
    schedule.assignments.filter((a) => staff.includes(a.employeeId)).map((a) => a.sessionId),
  );
  const busy = schedule.sessions.filter((s) => busySessionIds.has(s.id) && s.canceledAt === null);
  const window = scheduleWindow(now);
  for (let offset = 0; offset <= LOOK_AHEAD_MINUTES; offset += STEP_MINUTES) {
    const startsAt = addMinutes(first, offset);
    const slot = { startsAt, endsAt: addMinutes(startsAt, DROP_IN_MINUTES) };
    if (slot.startsAt < window.start || slot.endsAt > window.end) continue;
    if (!atWorkingHours(slot.startsAt, slot.endsAt, entry.zone)) continue;
    if (busy.some((s) => overlaps(s, slot))) continue;
    return slot;
  }
  return null;
}

function withDropIn(now: Date, placed: Placed, entry: PlannedCourse): Placed {
  const staff = [entry.tutorId, ...(entry.assistantId === null ? [] : [entry.assistantId])];
  const slot = firstFreeStart(now, placed.schedule, entry, staff);
  return slot ? withSessionAt(placed, entry, { ...slot, name: DROP_IN_NAME }) : placed;
}
