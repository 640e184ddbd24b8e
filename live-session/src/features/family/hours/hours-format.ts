/** Minutes as hours for the Hours & pace tab: 750 → "12.5 hours", 60 → "1 hour". */
export function hoursText(minutes: number): string {
  const hours = Math.round((minutes / 60) * 100) / 100;
  return `${hours.toLocaleString('en-US')} ${hours === 1 ? 'hour' : 'hours'}`;
}

/** A pace as words: 2.5 → "2.5 hours a week". */
export function paceText(pace: number): string {
  return `${pace.toLocaleString('en-US')} ${pace === 1 ? 'hour' : 'hours'} a week`;
}

/** A calendar date in the viewer's zone: "Apr 7, 2026". */
export function dateText(iso: string, timeZone: string): string {
  return new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeZone }).format(new Date(iso));
}
