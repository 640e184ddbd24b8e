/** A calendar day (YYYY-MM-DD) as the Hours tab writes it: "Apr 7, 2026", whatever the zone. */
export function calendarDayText(date: string): string {
  // A calendar date names a day, not an instant: read and written in UTC it stays that day.
  return new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeZone: 'UTC' }).format(
    new Date(`${date}T00:00:00Z`),
  );
}

/** A calendar date in the viewer's zone: "Apr 7, 2026". */
export function dateText(iso: string, timeZone: string): string {
  return new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeZone }).format(new Date(iso));
}
