/** US zones offered first by the time zone select (default category US). */
export const US_TIME_ZONES = [
  'America/New_York',
  'America/Chicago',
  'America/Denver',
  'America/Phoenix',
  'America/Los_Angeles',
  'America/Anchorage',
  'Pacific/Honolulu',
] as const;

export const DEFAULT_TIME_ZONE = 'America/New_York';

/** "All times displayed in {zone}" footer line of every shell. */
export function timeZoneFooter(zone: string): string {
  return `All times displayed in ${zone}`;
}

export function isValidTimeZone(zone: string): boolean {
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: zone });
    return true;
  } catch {
    return false;
  }
}
