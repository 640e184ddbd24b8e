import { describe, expect, it } from 'vitest';
import type { AttendanceSession } from './attendance-api.ts';
import {
  attendanceSubmitBody,
  initialAttendanceForm,
  isFormValid,
  noteError,
  showsTutorTable,
  toggleAllStudents,
  toggleGem,
  updateStudent,
} from './attendance-form.ts';

function attendance(id: number, overrides: Record<string, unknown> = {}) {
  return {
    id,
    sessionId: 1,
    studentId: id * 10,
    sessionSupervisorId: 5,
    attended: null,
    joinedAt: null,
    notes: null,
    points: 20,
    lockVersion: 0,
    student: null,
    ...overrides,
  };
}

const SESSION = {
  attendances: [attendance(1), attendance(2, { attended: true, notes: 'Kept note' })],
  assignments: [
    {
      id: 9,
      sessionId: 1,
      employeeId: 5,
      supervisor: true,
      attended: null,
      joinedAt: null,
      lockVersion: 0,
    },
  ],
} as unknown as AttendanceSession;

const TUTORING = { requiresAttendanceNote: true, attendanceTaken: false };
const GROUP = { requiresAttendanceNote: false, attendanceTaken: false };

describe('attendance form', () => {
  it('starts from the stored attended and notes, nothing staged', () => {
    const form = initialAttendanceForm(SESSION);
    expect(form.students.map((row) => [row.attended, row.notes, row.stagedPoints])).toEqual([
      [false, '', 0],
      [true, 'Kept note', 0],
    ]);
    expect(form.students[0]!.name).toBe('Student #10');
  });

  it('shows the tutor table only with more than one tutor', () => {
    const form = initialAttendanceForm(SESSION);
    expect(showsTutorTable(form)).toBe(false);
    expect(
      showsTutorTable({ ...form, tutors: [...form.tutors, { ...form.tutors[0]!, id: 10 }] }),
    ).toBe(true);
  });

  it('Select All marks everyone attended, and clears them when all already are', () => {
    const all = toggleAllStudents(initialAttendanceForm(SESSION));
    expect(all.students.every((row) => row.attended)).toBe(true);
    expect(toggleAllStudents(all).students.some((row) => row.attended)).toBe(false);
  });

  it('asks the Tutoring brand for "N more characters please" on an attended row only', () => {
    const form = initialAttendanceForm(SESSION);
    expect(noteError(form.students[0]!, TUTORING)).toBeNull();
    expect(noteError(form.students[1]!, TUTORING)).toBe('131 more characters please');
    expect(noteError(form.students[1]!, { ...TUTORING, attendanceTaken: true })).toBeNull();
    expect(isFormValid(form, TUTORING)).toBe(false);
    expect(isFormValid(form, GROUP)).toBe(true);
  });

  it('sends notes only for attended rows, and points and gems only for them', () => {
    let form = initialAttendanceForm(SESSION);
    form = updateStudent(form, 1, { notes: 'stale', stagedPoints: 50, gems: ['Ruby'] });
    form = updateStudent(form, 2, { stagedPoints: 60, gems: toggleGem([], 'Gold') });
    expect(attendanceSubmitBody(form)).toEqual({
      attendances: [
        { id: 1, attended: false, notes: null },
        { id: 2, attended: true, notes: 'Kept note', points: 60, badges: ['Gold'] },
      ],
    });
  });

  it('a gem button toggles its gem', () => {
    expect(toggleGem(['Ruby'], 'Gold')).toEqual(['Ruby', 'Gold']);
    expect(toggleGem(['Ruby', 'Gold'], 'Ruby')).toEqual(['Gold']);
  });
});
