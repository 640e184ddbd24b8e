import { describe, expect, it } from 'vitest';
import {
  CSV_BOM,
  csvCell,
  csvDate,
  csvDateTime,
  csvDayOf,
  csvText,
  withCsvBom,
} from './csv-export.ts';

describe('csvCell', () => {
  it.each([
    ['=HYPERLINK("http://x.test","click")', `"'=HYPERLINK(""http://x.test"",""click"")"`],
    ['+1 555 0100', `"'+1 555 0100"`],
    ["-2+3+cmd|' /C calc'!A0", `"'-2+3+cmd|' /C calc'!A0"`],
    ['@SUM(A1:A2)', `"'@SUM(A1:A2)"`],
    ['\tTabbed', `"'\tTabbed"`],
    ['\rReturn', `"'\rReturn"`],
  ])('defuses a text cell that starts like a formula: %j', (value, written) => {
    expect(csvCell(value)).toBe(written);
  });

  it('leaves a formula character inside the text alone', () => {
    expect(csvCell('a=b+c')).toBe('a=b+c');
    expect(csvCell('jane@example.com')).toBe('jane@example.com');
  });

  it('quotes a cell holding a comma, a quote or a line break, doubling its quotes', () => {
    expect(csvCell('Springfield, IL')).toBe('"Springfield, IL"');
    expect(csvCell('Pam "P" Parent')).toBe('"Pam ""P"" Parent"');
    expect(csvCell('two\nlines')).toBe('"two\nlines"');
  });

  it('writes numbers as they are (a negative number is a value), booleans as Yes or No', () => {
    expect(csvCell(-5)).toBe('-5');
    expect(csvCell(12.5)).toBe('12.5');
    expect(csvCell(Number.NaN)).toBe('');
    expect(csvCell(true)).toBe('Yes');
    expect(csvCell(false)).toBe('No');
    expect(csvCell(null)).toBe('');
    expect(csvCell(undefined)).toBe('');
  });
});

describe('csvText', () => {
  it('starts with a byte order mark and ends every line with CRLF', () => {
    const text = csvText(['ID', 'Name'], [{ ID: 1, Name: 'Zoë' }]);
    expect(text).toBe(`${CSV_BOM}ID,Name\r\n1,Zoë\r\n`);
  });

  it('writes the header alone for no rows, and an empty cell for a missing value', () => {
    expect(csvText(['ID', 'Name'], [])).toBe(`${CSV_BOM}ID,Name\r\n`);
    expect(csvText(['ID', 'Name'], [{ ID: 2 }])).toBe(`${CSV_BOM}ID,Name\r\n2,\r\n`);
  });

  it('writes the columns in the header’s order, whatever the row’s', () => {
    expect(csvText(['B', 'A'], [{ A: 'a', B: 'b' }])).toBe(`${CSV_BOM}B,A\r\nb,a\r\n`);
  });
});

describe('withCsvBom', () => {
  it('adds the byte order mark once', () => {
    expect(withCsvBom('A\r\n')).toBe(`${CSV_BOM}A\r\n`);
    expect(withCsvBom(`${CSV_BOM}A\r\n`)).toBe(`${CSV_BOM}A\r\n`);
  });
});

describe('dates and times', () => {
  it('writes a calendar date as YYYY-MM-DD, whatever the zone', () => {
    expect(csvDate('2026-03-09')).toBe('2026-03-09');
    expect(csvDate('2026-02-30')).toBe('');
    expect(csvDate(null)).toBe('');
  });

  it('writes an instant on the viewer’s wall clock, in a negative-offset zone too', () => {
    expect(csvDateTime('2026-03-10T15:00:00.000Z', 'America/New_York')).toBe('2026-03-10 11:00');
    expect(csvDateTime('2026-03-10T03:30:00.000Z', 'America/Los_Angeles')).toBe('2026-03-09 20:30');
    expect(csvDayOf('2026-03-10T03:30:00.000Z', 'America/Los_Angeles')).toBe('2026-03-09');
  });

  it('reads a value that is already a calendar date as that date, in any zone', () => {
    expect(csvDayOf('2026-03-10', 'America/Los_Angeles')).toBe('2026-03-10');
    expect(csvDayOf('2026-03-10', 'Pacific/Kiritimati')).toBe('2026-03-10');
  });

  it('writes both sides of a daylight-saving change with their own offsets', () => {
    // New York falls back at 06:00 UTC on 2026-11-01: 01:30 is read twice.
    expect(csvDateTime('2026-11-01T05:30:00Z', 'America/New_York')).toBe('2026-11-01 01:30');
    expect(csvDateTime('2026-11-01T06:30:00Z', 'America/New_York')).toBe('2026-11-01 01:30');
    expect(csvDateTime('2026-11-01T07:30:00Z', 'America/New_York')).toBe('2026-11-01 02:30');
  });

  it('writes UTC, said so, without a zone or with an unknown one; nothing for no instant', () => {
    expect(csvDateTime('2026-03-10T15:00:00.000Z', null)).toBe('2026-03-10 15:00 UTC');
    expect(csvDateTime('2026-03-10T15:00:00.000Z', 'Mars/Olympus')).toBe('2026-03-10 15:00 UTC');
    expect(csvDateTime(null, 'America/New_York')).toBe('');
    expect(csvDateTime('not a date', 'America/New_York')).toBe('');
  });
});
