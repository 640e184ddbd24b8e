/**
 * The rules every CSV export follows (back-office lists and the server's shipments.csv), so a
 * file opens the same way in any spreadsheet:
 * - it starts with a byte order mark, or Excel reads its UTF-8 as the local code page;
 * - lines end with CRLF and a cell is quoted when it holds a comma, a quote or a line break
 *   (RFC 4180);
 * - a text cell a spreadsheet would run as a formula (it starts with `=`, `+`, `-`, `@`, tab or
 *   carriage return) gets a leading single quote and is quoted (OWASP, CSV injection);
 * - calendar dates are `YYYY-MM-DD` and instants `YYYY-MM-DD HH:mm` in the viewer's zone: the
 *   forms every spreadsheet reads as a date whatever its locale;
 * - column headers are in sentence case ("First name", "Starts on"), as the lists label them;
 * - yes/no values read Yes and No.
 */

import { parseIsoDate } from './date-rules.ts';
import { zoneOffsetMs } from './scheduling/wall-clock.ts';
import { isValidTimeZone } from './time-zone.ts';

/** The byte order mark a CSV file starts with. */
export const CSV_BOM = '\uFEFF';
/** How a calendar date is written. */
export const CSV_DATE_FORMAT = 'YYYY-MM-DD';
/** How an instant is written, in the viewer's zone. */
export const CSV_DATE_TIME_FORMAT = 'YYYY-MM-DD HH:mm';

/** What a cell may hold; null and undefined are an empty cell. */
export type CsvValue = string | number | boolean | null | undefined;
/** One row: its cells by column header. */
export type CsvRow = Readonly<Record<string, CsvValue>>;

const FORMULA_START = /^[=+\-@\t\r]/;
const NEEDS_QUOTES = /[",\r\n]/;

/**
 * One cell as it is written. Text that starts like a formula is defused and quoted; a number
 * is written as it is (a negative number is a value, not a formula); a boolean as Yes or No.
 */
export function csvCell(value: CsvValue): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'boolean') return value ? 'Yes' : 'No';
  if (typeof value === 'number') return Number.isFinite(value) ? String(value) : '';
  const isFormula = FORMULA_START.test(value);
  const text = isFormula ? `'${value}` : value;
  return isFormula || NEEDS_QUOTES.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/**
 * A whole CSV file: the byte order mark, a header row of `columns`, then one row per entry of
 * `rows` (a cell missing from a row is empty), every line ended by CRLF. The header alone
 * when there are no rows.
 */
export function csvText(columns: readonly string[], rows: readonly CsvRow[]): string {
  const line = (cells: readonly CsvValue[]) => `${cells.map(csvCell).join(',')}\r\n`;
  return (
    CSV_BOM + line(columns) + rows.map((row) => line(columns.map((column) => row[column]))).join('')
  );
}

/** The text with the byte order mark in front, once (a fetched file's text loses it). */
export function withCsvBom(text: string): string {
  return text.startsWith(CSV_BOM) ? text : CSV_BOM + text;
}

/** A calendar date ("2026-03-09") as the CSV writes it; '' for anything that is not one. */
export function csvDate(date: string | null | undefined): string {
  return parseIsoDate(date) ?? '';
}

/**
 * An instant as `YYYY-MM-DD HH:mm` on the wall clock of `zone` (the viewer's); in UTC, with
 * " UTC" after it, when there is no zone or it is unknown. '' for no or an invalid instant.
 */
export function csvDateTime(
  instant: string | Date | null | undefined,
  zone: string | null | undefined,
): string {
  if (instant === null || instant === undefined || instant === '') return '';
  const at = new Date(instant).getTime();
  if (Number.isNaN(at)) return '';
  const hasZone = Boolean(zone) && isValidTimeZone(zone!);
  const wall = hasZone ? at + zoneOffsetMs(at, zone!) : at;
  const text = new Date(wall).toISOString().slice(0, 16).replace('T', ' ');
  return hasZone ? text : `${text} UTC`;
}

/**
 * The calendar date an instant falls on in `zone` (the viewer's), as `YYYY-MM-DD`; a value that
 * is already a calendar date is that date, read through no zone.
 */
export function csvDayOf(
  instant: string | Date | null | undefined,
  zone: string | null | undefined,
): string {
  if (typeof instant === 'string') {
    const date = parseIsoDate(instant);
    if (date) return date;
  }
  return csvDateTime(instant, zone).slice(0, 10);
}
