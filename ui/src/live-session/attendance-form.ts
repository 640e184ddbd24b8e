import { attendanceRowErrors, type AttendanceSubmit, type Gem } from '@tp/domain';
import type { AttendanceContext } from './attendance-context.ts';
import {
  studentName,
  tutorName,
  type AssignmentRecord,
  type AttendanceRecord,
  type AttendanceSession,
} from './attendance-api.ts';

/**
 * Spec §5, §9: the student table shows up to 200 attendees; above that the bulk form. A screen
 * limit only (the server takes any number), so it lives with the form.
 */
export const ATTENDANCE_TABLE_MAX_ROWS = 200;

/** One student's row of the attendance form; points and gems are what this submit adds. */
export interface StudentRow {
  id: number;
  studentId: number;
  name: string;
  joinedAt: string | null;
  attended: boolean;
  notes: string;
  /** Points stored so far (shown); `stagedPoints` are added by the submit. */
  points: number;
  stagedPoints: number;
  gems: Gem[];
}

export interface TutorRow {
  id: number;
  name: string;
  joinedAt: string | null;
  attended: boolean;
}

export interface AttendanceForm {
  students: StudentRow[];
  tutors: TutorRow[];
}

function studentRow(attendance: AttendanceRecord): StudentRow {
  return {
    id: attendance.id,
    studentId: attendance.studentId,
    name: studentName(attendance),
    joinedAt: attendance.joinedAt,
    attended: attendance.attended === true,
    notes: attendance.notes ?? '',
    points: attendance.points,
    stagedPoints: 0,
    gems: [],
  };
}

function tutorRow(assignment: AssignmentRecord): TutorRow {
  return {
    id: assignment.id,
    name: tutorName(assignment),
    joinedAt: assignment.joinedAt,
    attended: assignment.attended === true,
  };
}

/** The form as the session stands: stored attended and notes, nothing staged. */
export function initialAttendanceForm(session: AttendanceSession): AttendanceForm {
  return {
    students: (session.attendances ?? []).map(studentRow),
    tutors: (session.assignments ?? []).map(tutorRow),
  };
}

/** Spec §2: the tutor table shows only when the session has more than one tutor. */
export function showsTutorTable(form: AttendanceForm): boolean {
  return form.tutors.length > 1;
}

/** A note is sent only for a student who attended (spec §5: disabled unless attended). */
function submittedNotes(row: StudentRow): string | null {
  return row.attended ? row.notes : null;
}

/** The row's note error ("N more characters please"), by the server's own rule. */
export function noteError(
  row: StudentRow,
  context: Pick<AttendanceContext, 'requiresAttendanceNote' | 'attendanceTaken'>,
): string | null {
  const errors = attendanceRowErrors(
    { attended: row.attended, notes: submittedNotes(row) },
    context,
  );
  return errors.notes?.[0] ?? null;
}

export function isFormValid(
  form: AttendanceForm,
  context: Pick<AttendanceContext, 'requiresAttendanceNote' | 'attendanceTaken'>,
): boolean {
  return form.students.every((row) => noteError(row, context) === null);
}

/** POST submit_attendance's body; the tutors only when their table is shown. */
export function attendanceSubmitBody(form: AttendanceForm): AttendanceSubmit {
  return {
    attendances: form.students.map((row) => ({
      id: row.id,
      attended: row.attended,
      notes: submittedNotes(row),
      ...(row.attended && row.stagedPoints > 0 ? { points: row.stagedPoints } : {}),
      ...(row.attended && row.gems.length > 0 ? { badges: row.gems } : {}),
    })),
    ...(showsTutorTable(form)
      ? { assignments: form.tutors.map((row) => ({ id: row.id, attended: row.attended })) }
      : {}),
  };
}

/** Select All: every student attended, or none when all already are. */
export function toggleAllStudents(form: AttendanceForm): AttendanceForm {
  const attended = !form.students.every((row) => row.attended);
  return { ...form, students: form.students.map((row) => ({ ...row, attended })) };
}

export function updateStudent(
  form: AttendanceForm,
  id: number,
  change: Partial<Pick<StudentRow, 'attended' | 'notes' | 'stagedPoints' | 'gems'>>,
): AttendanceForm {
  return {
    ...form,
    students: form.students.map((row) => (row.id === id ? { ...row, ...change } : row)),
  };
}

export function updateTutor(form: AttendanceForm, id: number, attended: boolean): AttendanceForm {
  return {
    ...form,
    tutors: form.tutors.map((row) => (row.id === id ? { ...row, attended } : row)),
  };
}

/** A gem button toggles that gem for this submit. */
export function toggleGem(gems: readonly Gem[], gem: Gem): Gem[] {
  return gems.includes(gem) ? gems.filter((given) => given !== gem) : [...gems, gem];
}
