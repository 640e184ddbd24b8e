/**
 * Zones the scheduling time rules are tested in: both hemispheres, both directions of
 * daylight saving, zones without it, half-hour and quarter-hour offsets, a 30-minute DST
 * (Lord Howe) and the date line.
 */
export const TEST_ZONES = [
  'UTC',
  'America/New_York',
  'America/Chicago',
  'America/Denver',
  'America/Phoenix',
  'America/Los_Angeles',
  'America/Anchorage',
  'Pacific/Honolulu',
  'America/St_Johns',
  'America/Halifax',
  'America/Santiago',
  'America/Asuncion',
  'America/Sao_Paulo',
  'Europe/London',
  'Europe/Paris',
  'Europe/Berlin',
  'Europe/Moscow',
  'Africa/Cairo',
  'Africa/Johannesburg',
  'Asia/Tehran',
  'Asia/Kolkata',
  'Asia/Kathmandu',
  'Asia/Tokyo',
  'Australia/Adelaide',
  'Australia/Darwin',
  'Australia/Sydney',
  'Australia/Brisbane',
  'Australia/Lord_Howe',
  'Pacific/Auckland',
  'Pacific/Chatham',
  'Pacific/Apia',
] as const;
