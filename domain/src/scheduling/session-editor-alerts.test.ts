import { describe, expect, it } from 'vitest';
import { rowAlerts } from './session-editor-alerts.ts';
import type { SessionEditorRow } from './session-editor-rows.ts';

const row = (key: string, date: string, time = '16:00', duration = 60): SessionEditorRow => ({
  key,
  sessionId: null,
  sessionTypeId: 1,
  typeName: 'Class',
  online: true,
  name: '',
  date,
  time,
  duration,
  employeesRequired: 1,
  place: '',
  room: '',
  tutorNames: [],
});

const now = new Date('2026-06-01T12:00:00Z');
const zone = 'America/New_York';

describe('session editor alerts', () => {
  it('names the US holiday on the row date', () => {
    const alerts = rowAlerts([row('a', '2026-07-03'), row('b', '2026-11-26')], { now, zone });
    expect(alerts.get('a')).toEqual([{ kind: 'holiday', message: 'Independence Day (observed)' }]);
    expect(alerts.get('b')).toEqual([{ kind: 'holiday', message: 'Thanksgiving Day' }]);
  });

  it('says a row is ready when nothing is wrong', () => {
    expect(rowAlerts([row('a', '2026-06-10')], { now, zone }).get('a')).toEqual([
      { kind: 'success', message: 'Ready to save' },
    ]);
  });

  it('warns of a past date', () => {
    expect(rowAlerts([row('a', '2026-05-20')], { now, zone }).get('a')![0]!.kind).toBe('past');
  });

  it('warns of rows overlapping each other, not of rows that touch', () => {
    const alerts = rowAlerts(
      [
        row('a', '2026-06-10', '16:00'),
        row('b', '2026-06-10', '16:30'),
        row('c', '2026-06-10', '17:30'),
      ],
      { now, zone },
    );
    expect(alerts.get('a')!.map((a) => a.kind)).toEqual(['overlap']);
    expect(alerts.get('b')!.map((a) => a.kind)).toEqual(['overlap']);
    expect(alerts.get('c')!.map((a) => a.kind)).toEqual(['success']);
  });

  it("puts the server's errors for a row first", () => {
    const errors = new Map([['a', ['Duration must be at least 30 minutes']]]);
    expect(rowAlerts([row('a', '2026-06-10')], { now, zone, errors }).get('a')).toEqual([
      { kind: 'error', message: 'Duration must be at least 30 minutes' },
    ]);
  });

  it('says before Save that a saved session with attendance taken cannot be replaced', () => {
    const taken = { ...row('a', '2026-05-20'), sessionId: 7, attendanceTaken: true };
    const alerts = rowAlerts([taken, row('b', '2026-06-10')], { now, zone }).get('a')!;
    expect(alerts[0]).toEqual({
      kind: 'locked',
      message: 'Attendance has been taken for this session; it cannot be changed here.',
    });
    expect(alerts.map((a) => a.kind)).toContain('past');
    // A new row copied from it has no session to replace.
    const copy = { ...taken, key: 'c', sessionId: null };
    expect(
      rowAlerts([copy], { now, zone })
        .get('c')!
        .map((a) => a.kind),
    ).toEqual(['past']);
  });
});
