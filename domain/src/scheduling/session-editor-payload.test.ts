import { describe, expect, it } from 'vitest';
import {
  batchFromRows,
  batchRowField,
  rowErrorsFromFieldErrors,
  sessionBatch,
} from './session-editor-payload.ts';
import type { SessionEditorRow } from './session-editor-rows.ts';

const base: SessionEditorRow = {
  key: 'k',
  sessionId: null,
  sessionTypeId: 3,
  typeName: 'Class',
  online: false,
  name: ' Mock ',
  date: '2026-11-01',
  time: '10:00',
  duration: 60,
  employeesRequired: 2,
  place: '1 Main St',
  room: '',
  tutorNames: [],
};

describe('session editor save payload', () => {
  it('sends each row as an instant read in the zone (after the autumn change in New York)', () => {
    const batch = batchFromRows([base, { ...base, key: 'j', sessionId: 9, online: true }], {
      courseId: 4,
      zone: 'America/New_York',
      deleteIds: [5],
    });
    expect(batch).toEqual({
      courseId: 4,
      rows: [
        {
          sessionTypeId: 3,
          name: 'Mock',
          startsAt: '2026-11-01T15:00:00.000Z',
          duration: 60,
          employeesRequired: 2,
          place: '1 Main St',
          placeId: null,
          room: null,
        },
        {
          replacesId: 9,
          sessionTypeId: 3,
          name: 'Mock',
          startsAt: '2026-11-01T15:00:00.000Z',
          duration: 60,
          employeesRequired: 2,
          place: null,
          placeId: null,
          room: null,
        },
      ],
      deleteIds: [5],
    });
    expect(sessionBatch.safeParse(batch).success).toBe(true);
  });

  it('refuses a payload without a course or with a malformed time', () => {
    expect(sessionBatch.safeParse({ rows: [] }).success).toBe(false);
    const bad = { courseId: 1, rows: [{ sessionTypeId: 1, startsAt: 'tomorrow', duration: 60 }] };
    expect(sessionBatch.safeParse(bad).success).toBe(false);
  });

  it('reads row-indexed errors back', () => {
    const errors = {
      [batchRowField(2, 'duration')]: ['must be at least 30 minutes'],
      [batchRowField(0, 'place')]: ["can't be blank"],
      base: ['ignored'],
    };
    const byRow = rowErrorsFromFieldErrors(errors);
    expect(byRow.get(2)).toEqual({ duration: ['must be at least 30 minutes'] });
    expect(byRow.get(0)).toEqual({ place: ["can't be blank"] });
    expect(byRow.size).toBe(2);
  });
});
