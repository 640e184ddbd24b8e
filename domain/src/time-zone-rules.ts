import { isValidTimeZone } from './time-zone.ts';

export const TIME_ZONE_REQUIRED_MESSAGE = 'A time zone is required.';
export const TIME_ZONE_INVALID_MESSAGE = 'Choose a time zone from the list.';

/** Spec §5: the time zone select is required; a value must be an IANA zone the runtime knows. */
export function validateTimeZone(
  value: string | null | undefined,
  { required = true }: { required?: boolean } = {},
): string | null {
  const zone = (value ?? '').trim();
  if (zone === '') return required ? TIME_ZONE_REQUIRED_MESSAGE : null;
  return isValidTimeZone(zone) ? null : TIME_ZONE_INVALID_MESSAGE;
}
