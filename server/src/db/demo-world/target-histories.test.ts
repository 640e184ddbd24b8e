import { addCalendarDays, weekOfInstant, weeksFrom } from '@tp/domain';
import { describe, expect, it } from 'vitest';
import { generateDemoWorld } from './generate.ts';
import { DEMO_TARGET_HISTORY_WEEKS } from './target-histories.ts';

const NOW = new Date('2026-03-11T15:00:00Z');

describe('the demo world’s target histories (issue 24)', () => {
  const world = generateDemoWorld({ now: NOW });
  const demoTutor = () => {
    const user = world.users.find((u) => u.email === 'tutor@demo.test')!;
    const employee = world.employees.find((e) => e.userId === user.id)!;
    return { zone: user.timeZone!, tutor: world.tutors.find((t) => t.id === employee.id)! };
  };

  it('gives each demo tutor the 15 weeks before this one, in their zone', () => {
    const { zone, tutor } = demoTutor();
    const rows = world.targetHistories.filter((row) => row.tutorId === tutor.id);
    const thisWeek = weekOfInstant(NOW, zone);
    expect(rows.map((row) => row.weekOf)).toEqual(
      weeksFrom(addCalendarDays(thisWeek, -7 * DEMO_TARGET_HISTORY_WEEKS), 15),
    );
    const tutors = new Set(world.targetHistories.map((row) => row.tutorId));
    expect(tutors.size).toBeGreaterThan(1);
    expect(world.targetHistories).toHaveLength(tutors.size * DEMO_TARGET_HISTORY_WEEKS);
  });

  it('keeps targets from 0 to 80 that rose to the tutor’s own, and counts delivered minutes', () => {
    const { tutor } = demoTutor();
    const rows = world.targetHistories.filter((row) => row.tutorId === tutor.id);
    for (const row of world.targetHistories) {
      expect(row.deliveryTarget).toBeGreaterThanOrEqual(0);
      expect(row.deliveryTarget).toBeLessThanOrEqual(80);
    }
    expect(rows.at(-1)!.deliveryTarget).toBe(tutor.deliveryTarget);
    expect(rows[0]!.deliveryTarget).toBeLessThan(rows.at(-1)!.deliveryTarget);
    expect(rows.some((row) => (row.deliveryMinutes ?? 0) > 0)).toBe(true);
  });
});
