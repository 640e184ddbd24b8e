import { describe, expect, it } from 'vitest';
import type { TutoringHistory } from '@tp/domain';
import { nextTutoringOrder, pageOf, sortTutoringHistories } from './tutoring-list-order.ts';

let nextId = 1;
function history(
  studentName: string,
  minutes: number,
  advisorName: string | null,
  remainingMinutes: number | null,
): TutoringHistory {
  return {
    id: nextId++,
    tutorId: 1,
    tutorName: 'Tom Teacher',
    studentId: nextId,
    studentName,
    advisorName,
    enrollmentId: null,
    courseId: null,
    brandName: null,
    minutes,
    remainingMinutes,
    active: true,
    notes: null,
    createdAt: '2026-01-01T00:00:00.000Z',
    lockVersion: 0,
  };
}

const ada = history('Ada Lovelace', 120, 'Zed Advisor', 60);
const ben = history('ben Ames', 30, null, null);
const cy = history('Cy Young', 120, 'Amy Advisor', 600);
const rows = [cy, ben, ada];
const names = (list: TutoringHistory[]) => list.map((h) => h.studentName);

describe('sortTutoringHistories', () => {
  it('sorts by student name regardless of case, without touching the argument', () => {
    expect(names(sortTutoringHistories(rows, { key: 'studentName', direction: 'asc' }))).toEqual([
      'Ada Lovelace',
      'ben Ames',
      'Cy Young',
    ]);
    expect(names(rows)).toEqual(['Cy Young', 'ben Ames', 'Ada Lovelace']);
  });

  it('sorts hours both ways, ties by student name', () => {
    expect(names(sortTutoringHistories(rows, { key: 'minutes', direction: 'asc' }))).toEqual([
      'ben Ames',
      'Ada Lovelace',
      'Cy Young',
    ]);
    expect(names(sortTutoringHistories(rows, { key: 'minutes', direction: 'desc' }))).toEqual([
      'Ada Lovelace',
      'Cy Young',
      'ben Ames',
    ]);
  });

  it('puts a missing advisor or remaining hours last in either direction', () => {
    for (const direction of ['asc', 'desc'] as const) {
      expect(names(sortTutoringHistories(rows, { key: 'advisorName', direction })).at(-1)).toBe(
        'ben Ames',
      );
      expect(
        names(sortTutoringHistories(rows, { key: 'remainingMinutes', direction })).at(-1),
      ).toBe('ben Ames');
    }
    expect(
      names(sortTutoringHistories(rows, { key: 'remainingMinutes', direction: 'desc' })),
    ).toEqual(['Cy Young', 'Ada Lovelace', 'ben Ames']);
  });
});

describe('nextTutoringOrder and pageOf', () => {
  it('turns the direction of the same header and starts another ascending', () => {
    const byName = { key: 'studentName', direction: 'asc' } as const;
    expect(nextTutoringOrder(byName, 'studentName')).toEqual({
      key: 'studentName',
      direction: 'desc',
    });
    expect(nextTutoringOrder({ ...byName, direction: 'desc' }, 'minutes')).toEqual({
      key: 'minutes',
      direction: 'asc',
    });
  });

  it('cuts pages of 25', () => {
    const many = Array.from({ length: 30 }, (_, i) => i);
    expect(pageOf(many, 1)).toHaveLength(25);
    expect(pageOf(many, 2)).toEqual([25, 26, 27, 28, 29]);
  });
});
