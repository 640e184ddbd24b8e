import { describe, expect, it } from 'vitest';
import { generateDemoWorld } from './generate.ts';
import { DROP_IN_NAME } from './homework-help-live.ts';

/** A Tuesday morning in the demo tutors' US zones. */
const NOW = new Date('2026-03-10T15:00:00.000Z');

describe('homework help’s drop-in sessions in the demo world', () => {
  const world = generateDemoWorld({ now: NOW });
  const dropIns = world.sessions.filter((s) => s.name === DROP_IN_NAME);
  const tutorOf = (email: string) => {
    const user = world.users.find((u) => u.email === email)!;
    return world.employees.find((e) => e.userId === user.id)!.id;
  };

  it('gives each homework-help course one, with its students pending attendance', () => {
    expect(dropIns).toHaveLength(2);
    for (const session of dropIns) {
      const course = world.courses.find((c) => c.id === session.courseId)!;
      const brand = world.brands.find((b) => b.id === course.brandId)!;
      expect(brand.identifier).toBe('HH');
      const attendances = world.attendances.filter((a) => a.sessionId === session.id);
      expect(attendances.length).toBeGreaterThanOrEqual(2);
      expect(attendances.every((a) => a.attended === null)).toBe(true);
    }
  });

  it('gives the demo tutor one right after their live session, never at the same time', () => {
    const tutorId = tutorOf('tutor@demo.test');
    const theirs = dropIns.filter((s) => s.supervisorId === tutorId);
    expect(theirs).toHaveLength(1);
    const live = world.sessions.find((s) => s.name === 'Live now: linear equations')!;
    expect(theirs[0]!.startsAt.getTime()).toBe(live.endsAt.getTime());
  });

  it('has one in progress now, for a tutor free now', () => {
    expect(dropIns.some((s) => s.startsAt <= NOW && NOW < s.endsAt)).toBe(true);
  });

  it('never double-books a tutor', () => {
    for (const session of dropIns) {
      const staff = world.assignments
        .filter((a) => a.sessionId === session.id)
        .map((a) => a.employeeId);
      const others = world.assignments
        .filter((a) => staff.includes(a.employeeId) && a.sessionId !== session.id)
        .map((a) => world.sessions.find((s) => s.id === a.sessionId)!)
        .filter((s) => s.canceledAt === null);
      expect(
        others.filter((s) => s.startsAt < session.endsAt && session.startsAt < s.endsAt),
      ).toEqual([]);
    }
  });
});
