import { eventTypesOffered, isEventType } from '@tp/domain';
import { describe, expect, it } from 'vitest';
import { generateDemoWorld } from './generate.ts';

describe('demo world events', () => {
  const now = new Date('2026-03-10T15:00:00Z');
  const world = generateDemoWorld({ now });
  const employeeOf = (email: string) => {
    const user = world.users.find((u) => u.email === email)!;
    return world.employees.find((e) => e.userId === user.id)!;
  };

  it('puts events on the demo tutor’s calendar every weekday of the coming weeks', () => {
    const tutor = employeeOf('tutor@demo.test');
    const ahead = world.events.filter(
      (e) => e.attendeeId === tutor.id && e.startsAt.getTime() > now.getTime(),
    );
    // Two weeks ahead, Monday to Friday: about ten.
    expect(ahead.length).toBeGreaterThanOrEqual(9);
    expect(ahead.every((e) => !e.canceledAt || e.canceledAt <= now)).toBe(true);
  });

  it('gives every tutor only the types their roles and flags offer', () => {
    for (const event of world.events) {
      const employee = world.employees.find((e) => e.id === event.attendeeId)!;
      const user = world.users.find((u) => u.id === employee.userId)!;
      const tutor = world.tutors.find((t) => t.id === employee.id)!;
      expect(isEventType(event.type)).toBe(true);
      const offered = eventTypesOffered({
        roles: user.roles ?? [],
        essayGrader: tutor.essayGrader ?? false,
        curriculumWork: tutor.curriculumWork ?? false,
      });
      expect(offered).toContain(event.type);
    }
  });

  it('keeps each event consistent: length, form fields, a canceled one changed once', () => {
    for (const event of world.events) {
      expect(event.endsAt.getTime() - event.startsAt.getTime()).toBe(event.duration * 60_000);
      expect(event.duration).toBeGreaterThanOrEqual(5);
      expect(event.duration).toBeLessThanOrEqual(360);
      expect(event.name?.length).toBeGreaterThan(0);
      expect(event.details?.length).toBeGreaterThan(0);
      expect(event.departmentId).not.toBeNull();
      expect(event.createdAt!.getTime()).toBeLessThanOrEqual(now.getTime());
      expect(event.lockVersion).toBe(event.canceledAt ? 1 : 0);
    }
    expect(world.events.some((e) => e.canceledAt !== null)).toBe(true);
  });

  it('offers the faculty leader FL Admin events', () => {
    const leader = employeeOf('leader@demo.test');
    const types = new Set(
      world.events.filter((e) => e.attendeeId === leader.id).map((e) => e.type),
    );
    expect(types).toContain('Event::FlAdmin');
    const user = world.users.find((u) => u.id === leader.userId)!;
    expect(user.roles).toContain('faculty_leader');
  });
});
