import type { Schedule } from './schedule.ts';
import type { AttendanceRow, BrandRow, SessionRow } from './types.ts';

/**
 * What the demo family's sessions list shows (spec scheduling §2 sessions-list, §4 attendance
 * icon, §6 session notes to student and parent): each child's sessions carry the tutor's notes,
 * and among the ended ones each child has one marked unattended and one whose attendance the
 * tutor has not taken yet (for the whole session: its tutor sees it waiting too), beside the
 * attended ones and the upcoming ones.
 */
const PAST_SESSION_NOTES = [
  'We reviewed last week’s homework and worked through linear systems. Practice set 4 is due next time.',
  'Covered quadratic word problems; good progress on setting up equations. Homework: problems 12–20.',
  'Timed practice section today. Pacing improved; keep reading each question twice.',
  'Went over the mistakes from the practice test and built a list of formulas to memorise.',
];
const UPCOMING_SESSION_NOTES = [
  'Please bring the graded practice test so we can go through it together.',
  'We will start the geometry unit: bring a calculator and a protractor.',
];
const FAMILY_ATTENDED_NOTE =
  'Focused and asked good questions. Keep practising the problem types we flagged.';
/** The tutor's note on each demo child's absence (the family journeys find the absence by it). */
export const FAMILY_ABSENCE_NOTE =
  'Did not join today; please let us know if the time no longer works.';

/**
 * The demo family's sessions with notes, and for each child the latest ended session left
 * with attendance not taken and the one before it marked unattended.
 */
export function withFamilySessionStories(
  now: Date,
  schedule: Schedule,
  familyStudentIds: readonly number[],
): Schedule {
  const sessions = schedule.sessions.map((s) => ({ ...s }));
  const attendances = schedule.attendances.map((a) => ({ ...a }));
  const byId = new Map(sessions.map((s) => [s.id, s]));
  const family = new Set(familyStudentIds);
  let pastTurn = 0;
  let upcomingTurn = 0;
  for (const session of [...sessions].sort(byStart)) {
    if (!attendances.some((a) => a.sessionId === session.id && family.has(a.studentId))) continue;
    if (session.endsAt.getTime() <= now.getTime())
      session.notes = PAST_SESSION_NOTES[pastTurn++ % PAST_SESSION_NOTES.length]!;
    else if (session.startsAt.getTime() > now.getTime() && upcomingTurn % 3 === 0)
      session.notes = UPCOMING_SESSION_NOTES[upcomingTurn++ % UPCOMING_SESSION_NOTES.length]!;
    else if (session.startsAt.getTime() > now.getTime()) upcomingTurn++;
  }
  for (const studentId of familyStudentIds) {
    const ended = attendances
      .filter((a) => a.studentId === studentId)
      .map((a) => ({ attendance: a, session: byId.get(a.sessionId)! }))
      .filter(({ session }) => session.endsAt.getTime() <= now.getTime())
      .sort((a, b) => byStart(b.session, a.session));
    const [notTaken, unattended, ...attended] = ended;
    if (notTaken)
      leavePending(
        notTaken.session,
        attendances.filter((a) => a.sessionId === notTaken.session.id),
      );
    if (unattended) markAbsent(unattended.attendance);
    for (const { attendance } of attended.filter((_entry, index) => index % 2 === 0))
      if (attendance.attended) attendance.notes = FAMILY_ATTENDED_NOTE;
  }
  return { ...schedule, sessions, attendances };
}

/** Every brand's contact is the instruction manager (a name, e-mail and phone to call). */
export function withBrandContacts(brands: readonly BrandRow[], contactId: number): BrandRow[] {
  return brands.map((brand) => ({ ...brand, employeeId: contactId }));
}

const byStart = (a: SessionRow, b: SessionRow) => a.startsAt.getTime() - b.startsAt.getTime();

function leavePending(session: SessionRow, sessionAttendances: AttendanceRow[]): void {
  session.attendanceTakenAt = null;
  for (const attendance of sessionAttendances) {
    attendance.attended = null;
    attendance.joinedAt = null;
    attendance.notes = null;
    attendance.points = 0;
  }
}

function markAbsent(attendance: AttendanceRow): void {
  attendance.attended = false;
  attendance.joinedAt = null;
  attendance.notes = FAMILY_ABSENCE_NOTE;
  attendance.points = 0;
}
