import { describe, expect, it } from 'vitest';
import { generateDemoWorld } from './generate.ts';

/** A Tuesday morning in the demo tutor's US zone. */
const NOW = new Date('2026-03-10T15:00:00.000Z');

describe('the demo tutor’s session in progress', () => {
  const world = generateDemoWorld({ now: NOW });
  const tutorUser = world.users.find((u) => u.email === 'tutor@demo.test')!;
  const tutor = world.employees.find((e) => e.userId === tutorUser.id)!;
  const inProgress = world.sessions.filter(
    (s) => s.supervisorId === tutor.id && s.startsAt <= NOW && NOW < s.endsAt,
  );

  it('is there at a working hour, in a points brand, with students pending attendance', () => {
    expect(inProgress).toHaveLength(1);
    const session = inProgress[0]!;
    const course = world.courses.find((c) => c.id === session.courseId)!;
    const brand = world.brands.find((b) => b.id === course.brandId)!;
    expect(brand.name).toBe('Math Achievers Club');
    expect(brand.includePoints).toBe(true);
    const attendances = world.attendances.filter((a) => a.sessionId === session.id);
    expect(attendances.length).toBeGreaterThanOrEqual(2);
    expect(attendances.every((a) => a.attended === null)).toBe(true);
    expect(session).toMatchObject({ launchedAt: null, attendanceTakenAt: null, online: true });
  });

  it('is not offered as free time too', () => {
    const session = inProgress[0]!;
    const offered = world.availabilities.filter(
      (a) => a.tutorId === tutor.id && a.startsAt < session.endsAt && session.startsAt < a.endsAt,
    );
    expect(offered).toEqual([]);
  });

  it('is left out at night, when no session would run', () => {
    const night = new Date('2026-03-10T07:00:00.000Z');
    const nightWorld = generateDemoWorld({ now: night });
    const live = nightWorld.sessions.filter((s) => s.startsAt <= night && night < s.endsAt);
    expect(live.filter((s) => s.name === 'Live now: linear equations')).toEqual([]);
  });

  it('gives homework help its identifier and one course a dynamic subject', () => {
    expect(world.brands.find((b) => b.name === 'Homework Help')?.identifier).toBe('HH');
    expect(world.courses.some((c) => c.dynamicSubject)).toBe(true);
  });
});
