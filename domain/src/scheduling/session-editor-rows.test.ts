import { describe, expect, it } from 'vitest';
import { emptySessionEditorForm, type EditorSessionType } from './session-editor-rules.ts';
import {
  applyFormToRows,
  formatClock,
  rowDate,
  rowDay,
  rowFromSession,
  rowInterval,
  rowLocation,
  rowTimeRange,
  rowsFromForm,
} from './session-editor-rows.ts';

const type: EditorSessionType = {
  id: 7,
  name: 'Class',
  sessionClass: 'Course',
  online: true,
  minDuration: 15,
};
const room: EditorSessionType = { ...type, id: 8, name: 'Room class', online: false };

function keys() {
  let n = 0;
  return () => `row-${++n}`;
}

const form = (overrides = {}) => ({
  ...emptySessionEditorForm(),
  sessionTypeId: 7,
  date: '2026-03-01',
  time: '16:00',
  duration: 60,
  repeatWeeks: 4,
  ...overrides,
});

describe('session editor rows', () => {
  it('repeats a row weekly for the total number of weeks', () => {
    const rows = rowsFromForm(form(), type, 'America/New_York', keys());
    expect(rows.map((r) => r.date)).toEqual([
      '2026-03-01',
      '2026-03-08',
      '2026-03-15',
      '2026-03-22',
    ]);
    expect(rows.map((r) => r.key)).toEqual(['row-1', 'row-2', 'row-3', 'row-4']);
    expect(rows.every((r) => r.sessionId === null && r.time === '16:00')).toBe(true);
  });

  it('keeps the local time across the spring daylight-saving change (New York, 8 March 2026)', () => {
    const rows = rowsFromForm(form(), type, 'America/New_York', keys());
    const [before, after] = rows.map((r) => rowInterval(r, 'America/New_York').startsAt);
    expect(before!.toISOString()).toBe('2026-03-01T21:00:00.000Z');
    expect(after!.toISOString()).toBe('2026-03-08T20:00:00.000Z');
  });

  it('keeps the local time across the autumn change in the southern hemisphere (Sydney, 5 April 2026)', () => {
    const rows = rowsFromForm(
      form({ date: '2026-03-29', time: '09:30', repeatWeeks: 2 }),
      type,
      'Australia/Sydney',
      keys(),
    );
    const starts = rows.map((r) => rowInterval(r, 'Australia/Sydney').startsAt.toISOString());
    expect(starts).toEqual(['2026-03-28T22:30:00.000Z', '2026-04-04T23:30:00.000Z']);
  });

  it('moves a start in the spring-forward gap past it', () => {
    const [row] = rowsFromForm(
      form({ date: '2026-03-08', time: '02:30', repeatWeeks: 1 }),
      type,
      'America/New_York',
      keys(),
    );
    expect(row!.time).toBe('03:30');
  });

  it('drops place and room for an online type', () => {
    const [row] = rowsFromForm(form({ place: 'Main St', room: '4' }), type, 'UTC', keys());
    expect(rowLocation(row!)).toBe('Online');
    const [offline] = rowsFromForm(form({ place: 'Main St', room: '4' }), room, 'UTC', keys());
    expect(rowLocation(offline!)).toBe('Main St, Room 4');
  });

  it('applies the form to the selected rows but keeps their dates', () => {
    const rows = rowsFromForm(form({ repeatWeeks: 2 }), type, 'UTC', keys());
    const changed = applyFormToRows(
      rows,
      new Set(['row-2']),
      form({ date: '2030-01-01', time: '09:15', duration: 45, name: 'Review' }),
      type,
    );
    expect(changed[0]).toEqual(rows[0]);
    expect(changed[1]).toMatchObject({
      date: '2026-03-08',
      time: '09:15',
      duration: 45,
      name: 'Review',
    });
  });

  it('keeps the time of selected rows when the form has none', () => {
    const rows = rowsFromForm(form({ repeatWeeks: 1 }), type, 'UTC', keys());
    const [row] = applyFormToRows(rows, new Set(['row-1']), form({ time: '', duration: 30 }), type);
    expect(row).toMatchObject({ time: '16:00', duration: 30 });
  });

  it('reads a saved session in the zone and remembers what it replaces', () => {
    const row = rowFromSession(
      {
        id: 12,
        sessionTypeId: 7,
        type: 'Course',
        name: null,
        startsAt: '2026-03-10T20:00:00.000Z',
        duration: 90,
        employeesRequired: 2,
        online: true,
        place: null,
        room: null,
      },
      type,
      'America/Chicago',
      ['Tia Tutor'],
    );
    expect(row).toMatchObject({ sessionId: 12, date: '2026-03-10', time: '15:00', duration: 90 });
    expect(row.attendanceTaken).toBe(false);
    expect(rowTimeRange(row, 'America/Chicago')).toBe('3:00pm - 4:30pm');
  });

  it('remembers that a saved session has its attendance taken', () => {
    const row = rowFromSession(
      {
        id: 13,
        sessionTypeId: 7,
        type: 'Course',
        name: null,
        startsAt: '2026-03-10T20:00:00.000Z',
        duration: 60,
        employeesRequired: 1,
        online: true,
        place: null,
        room: null,
        attendanceTakenAt: '2026-03-10T21:00:00.000Z',
      },
      type,
      'UTC',
      [],
    );
    expect(row.attendanceTaken).toBe(true);
  });

  it('formats the columns as the spec writes them', () => {
    expect(rowDay('2026-03-10')).toBe('Tuesday');
    expect(rowDate('2026-03-10')).toBe('03/10/2026');
    expect(formatClock('00:05')).toBe('12:05am');
    expect(formatClock('12:00')).toBe('12:00pm');
    expect(formatClock('23:45')).toBe('11:45pm');
  });
});
