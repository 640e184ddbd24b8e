import type { Availability, StudyArea } from '@tp/domain';
import { describe, expect, it } from 'vitest';
import { availabilityEvent, openMinutesByDay, studyAreaEvent } from './schedule-events.ts';

const NOW = new Date('2026-03-10T15:00:00Z');

function studyArea(testDate: StudyArea['testDate']): StudyArea {
  return {
    id: 7,
    studentId: 3,
    parentId: null,
    subjectId: 2,
    subject: { id: 2, name: 'SAT Math', categoryName: 'Test Prep' },
    isTestPrep: true,
    testDateId: testDate?.id ?? null,
    testDate,
    goalScore: 650,
    confidenceLevel: null,
    lockVersion: 0,
  };
}

function availability(startsAt: string, endsAt: string, extra: Partial<Availability> = {}) {
  const minutes = (Date.parse(endsAt) - Date.parse(startsAt)) / 60_000;
  return availabilityEvent(
    {
      id: 1,
      tutorId: 1,
      startsAt,
      endsAt,
      duration: minutes,
      remainingAvailability: minutes,
      locked: false,
      maxedOut: false,
      lockVersion: 0,
      ...extra,
    },
    NOW,
  );
}

describe('studyAreaEvent', () => {
  it("is the test day from midnight to midnight in the planner's zone, all day", () => {
    const item = studyAreaEvent(
      studyArea({ id: 4, title: 'SAT · March', date: '2026-03-14' }),
      'America/Chicago',
      NOW,
    );
    expect(item).toMatchObject({
      id: 'study-area-7',
      kind: 'study-area',
      title: 'SAT · March test',
      subjectName: 'SAT Math',
      allDay: true,
      isPast: false,
    });
    expect(item?.start.toISOString()).toBe('2026-03-14T05:00:00.000Z');
    expect(item?.end.toISOString()).toBe('2026-03-15T05:00:00.000Z');
  });

  it('lasts 23 hours on the day the clocks go forward', () => {
    const item = studyAreaEvent(
      studyArea({ id: 4, title: 'SAT · March', date: '2026-03-08' }),
      'America/Chicago',
      NOW,
    );
    expect(item?.start.toISOString()).toBe('2026-03-08T06:00:00.000Z');
    expect(item?.end.toISOString()).toBe('2026-03-09T05:00:00.000Z');
    expect(item?.isPast).toBe(true);
  });

  it('carries its study area, and on a calendar of several students whose test it is', () => {
    const area = studyArea({ id: 4, title: 'SAT · March', date: '2026-03-14' });
    expect(studyAreaEvent(area, 'UTC', NOW)?.area).toBe(area);
    expect(studyAreaEvent(area, 'UTC', NOW, 'Sam Lee')).toMatchObject({
      title: 'Sam Lee: SAT · March test',
      studentName: 'Sam Lee',
    });
  });

  it('is nothing for a study area without a test date', () => {
    expect(studyAreaEvent(studyArea(null), 'UTC', NOW)).toBeNull();
  });
});

describe('openMinutesByDay', () => {
  it('adds the bookable minutes per day of the zone, leaving out past, locked and full ones', () => {
    const byDay = openMinutesByDay(
      [
        availability('2026-03-11T14:00:00Z', '2026-03-11T16:00:00Z'),
        availability('2026-03-11T20:00:00Z', '2026-03-11T21:30:00Z'),
        // 02:00Z on the 12th is the evening of the 11th in Chicago.
        availability('2026-03-12T02:00:00Z', '2026-03-12T03:00:00Z'),
        availability('2026-03-12T15:00:00Z', '2026-03-12T17:00:00Z', {
          remainingAvailability: 30,
        }),
        availability('2026-03-13T15:00:00Z', '2026-03-13T17:00:00Z', { locked: true }),
        availability('2026-03-13T18:00:00Z', '2026-03-13T19:00:00Z', { maxedOut: true }),
        availability('2026-03-09T15:00:00Z', '2026-03-09T17:00:00Z'),
      ],
      'America/Chicago',
    );
    expect(Object.fromEntries(byDay)).toEqual({ '2026-03-11': 270, '2026-03-12': 30 });
  });
});
