/**
 * The one way both apps show a duration or an amount of hours (issue 23: "12.8 hours" on one
 * screen and "12 h 45 min" on another read as two different figures): whole hours and minutes,
 * "45 min", "2 h", "12 h 45 min"; nothing at all is "0 h". Minutes are rounded to the nearest
 * whole minute; an amount below zero keeps its sign ("−1 h 30 min").
 */
export function formatDuration(minutes: number): string {
  if (!Number.isFinite(minutes)) return '—';
  const whole = Math.round(Math.abs(minutes));
  const sign = minutes < 0 && whole > 0 ? '−' : '';
  const hours = Math.floor(whole / 60);
  const rest = whole % 60;
  if (hours === 0 && rest === 0) return '0 h';
  if (hours === 0) return `${sign}${rest} min`;
  return rest === 0 ? `${sign}${hours} h` : `${sign}${hours} h ${rest} min`;
}

/** Hours a week (a pace, a tutor's targets) in the same format: 2.5 → "2 h 30 min a week". */
export function formatHoursPerWeek(hours: number): string {
  return `${formatDuration(hours * 60)} a week`;
}

/**
 * Hours as a number for a spreadsheet cell (CSV exports): 765 minutes → "12.75". A sheet sums
 * and sorts numbers; the screens show the same minutes with formatDuration.
 */
export function spreadsheetHours(minutes: number | null): string {
  if (minutes === null || !Number.isFinite(minutes)) return '';
  return String(hoursOf(minutes));
}

/** Hours from minutes, to two decimals: 765 → 12.75 (team bars, a family's remaining hours). */
export function hoursOf(minutes: number): number {
  return Math.round((minutes / 60) * 100) / 100;
}
