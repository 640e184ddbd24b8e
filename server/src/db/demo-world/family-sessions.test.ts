import { describe, expect, it } from 'vitest';
import { generateDemoWorld } from './generate.ts';

/** A Tuesday morning in the demo family's zone. */
const NOW = new Date('2026-03-10T15:00:00.000Z');

describe('the demo family’s sessions list', () => {
  const world = generateDemoWorld({ now: NOW });
  const parentUser = world.users.find((u) => u.email === 'parent@demo.test')!;
  const parent = world.parents.find((p) => p.userId === parentUser.id)!;
  const children = world.students.filter((s) => s.parentId === parent.id);
  const sessionOf = (id: number) => world.sessions.find((s) => s.id === id)!;

  it.each([0, 1])('gives child %i every attendance state, with notes', (index) => {
    const child = children[index]!;
    const rows = world.attendances
      .filter((a) => a.studentId === child.id)
      .map((a) => ({ attendance: a, session: sessionOf(a.sessionId) }));
    const ended = rows.filter(({ session }) => session.endsAt <= NOW);
    expect(ended.some(({ session }) => session.attendanceTakenAt === null)).toBe(true);
    expect(ended.some(({ attendance }) => attendance.attended === false)).toBe(true);
    expect(ended.some(({ attendance }) => attendance.attended === true)).toBe(true);
    expect(rows.some(({ session }) => session.startsAt > NOW)).toBe(true);
    expect(ended.every(({ session }) => session.notes)).toBe(true);
    expect(rows.some(({ session }) => session.startsAt > NOW && session.notes)).toBe(true);
  });

  it('gives the demo student upcoming review workshops to unreserve (manually attendable)', () => {
    const student = world.users.find((u) => u.email === 'student@demo.test')!;
    const studentId = world.students.find((s) => s.userId === student.id)!.id;
    const workshops = world.attendances
      .filter((a) => a.studentId === studentId)
      .map((a) => sessionOf(a.sessionId))
      .filter((s) => s.type === 'Session::ManuallyAttendable' && s.startsAt > NOW);
    // Each unreserve journey (1280 and 390 px) gives one up: more than one stays ahead.
    expect(workshops.length).toBeGreaterThanOrEqual(2);
    expect(workshops.every((s) => s.name === 'Review workshop' && s.canceledAt === null)).toBe(
      true,
    );
  });

  it('gives every brand a contact to show the family', () => {
    expect(world.brands.every((b) => b.employeeId !== null)).toBe(true);
  });
});
