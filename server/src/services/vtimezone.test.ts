import ICAL from 'ical.js';
import { describe, expect, it } from 'vitest';
import { offsetMinutesAt, vtimezoneComponent, zonePeriods } from './vtimezone.ts';

const from = new Date('2026-01-01T00:00:00Z');
const to = new Date('2026-12-31T00:00:00Z');

/** The instant a parser gives a VEVENT's local start in the zone, read through our VTIMEZONE. */
function instantOf(zone: string, local: string): Date {
  const text = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    vtimezoneComponent(zone, from, to),
    'BEGIN:VEVENT',
    'UID:test@localhost',
    'DTSTAMP:20260101T000000Z',
    `DTSTART;TZID=${zone}:${local}`,
    'END:VEVENT',
    'END:VCALENDAR',
  ].join('\r\n');
  const calendar = new ICAL.Component(ICAL.parse(text));
  ICAL.TimezoneService.reset();
  ICAL.TimezoneService.register(new ICAL.Timezone(calendar.getFirstSubcomponent('vtimezone')!));
  return new ICAL.Event(calendar.getFirstSubcomponent('vevent')!).startDate.toJSDate();
}

describe('zonePeriods', () => {
  it('finds both daylight-saving changes of a northern zone, to the minute', () => {
    const periods = zonePeriods('America/Chicago', from, to);
    expect(
      periods.map((p) => [new Date(p.startsAt).toISOString(), p.offsetFrom, p.offsetTo]),
    ).toEqual([
      ['2026-01-01T00:00:00.000Z', -360, -360],
      ['2026-03-08T08:00:00.000Z', -360, -300],
      ['2026-11-01T07:00:00.000Z', -300, -360],
    ]);
  });

  it('pins the changes to the minute when the span starts mid-minute (a feed starts at now)', () => {
    const periods = zonePeriods('America/Chicago', new Date('2026-10-28T14:38:21.437Z'), to);
    expect(periods.map((p) => new Date(p.startsAt).toISOString())).toEqual([
      '2026-10-28T14:38:00.000Z',
      '2026-11-01T07:00:00.000Z',
    ]);
    expect(
      vtimezoneComponent('America/Chicago', new Date('2026-10-28T14:38:21.437Z'), to),
    ).toContain('BEGIN:STANDARD\r\nDTSTART:20261101T020000\r\n');
  });

  it('finds a southern zone’s changes the other way round', () => {
    const periods = zonePeriods('Australia/Sydney', from, to);
    expect(periods.map((p) => [p.offsetFrom, p.offsetTo])).toEqual([
      [660, 660],
      [660, 600],
      [600, 660],
    ]);
  });

  it('keeps a zone without changes to one period, half-hour offsets included', () => {
    expect(zonePeriods('Asia/Kolkata', from, to)).toEqual([
      { startsAt: from.getTime(), offsetFrom: 330, offsetTo: 330, name: 'GMT+5:30' },
    ]);
    expect(offsetMinutesAt('Asia/Kathmandu', from.getTime())).toBe(345);
  });

  it('follows a half-hour daylight-saving shift', () => {
    // Lord Howe Island moves between +10:30 and +11:00.
    const periods = zonePeriods('Australia/Lord_Howe', from, to);
    expect(periods.map((p) => [p.offsetFrom, p.offsetTo])).toEqual([
      [660, 660],
      [660, 630],
      [630, 660],
    ]);
  });
});

describe('vtimezoneComponent', () => {
  it('writes STANDARD and DAYLIGHT parts with their onsets in the offset before them', () => {
    const text = vtimezoneComponent('America/New_York', from, to);
    expect(text).toContain('BEGIN:VTIMEZONE\r\nTZID:America/New_York');
    expect(text).toContain(
      'BEGIN:DAYLIGHT\r\nDTSTART:20260308T020000\r\nTZOFFSETFROM:-0500\r\nTZOFFSETTO:-0400\r\nTZNAME:EDT\r\nEND:DAYLIGHT',
    );
    expect(text).toContain(
      'BEGIN:STANDARD\r\nDTSTART:20261101T020000\r\nTZOFFSETFROM:-0400\r\nTZOFFSETTO:-0500\r\nTZNAME:EST\r\nEND:STANDARD',
    );
  });

  it.each([
    ['America/Chicago', '20260115T100000', '2026-01-15T16:00:00.000Z'],
    ['America/Chicago', '20260715T100000', '2026-07-15T15:00:00.000Z'],
    ['Australia/Sydney', '20260115T100000', '2026-01-14T23:00:00.000Z'],
    ['Australia/Sydney', '20260715T100000', '2026-07-15T00:00:00.000Z'],
    ['Asia/Kolkata', '20260715T100000', '2026-07-15T04:30:00.000Z'],
    ['America/St_Johns', '20260715T100000', '2026-07-15T12:30:00.000Z'],
    ['Europe/London', '20260715T100000', '2026-07-15T09:00:00.000Z'],
  ])('lets a parser place %s %s at %s', (zone, local, instant) => {
    expect(instantOf(zone, local).toISOString()).toBe(instant);
  });
});
