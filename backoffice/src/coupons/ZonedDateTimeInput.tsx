import dayjs from 'dayjs';
import { TextInput } from 'react-admin';
import { formatInZone } from '../time/formatInZone.ts';
import { useDisplayTimeZone } from '../time/useDisplayTimeZone.ts';

/** The wall clock a datetime-local input holds: "2026-03-10T09:30". */
const WALL_CLOCK_FORMAT = 'YYYY-MM-DDTHH:mm';

/** An ISO instant as the wall clock of `zone`, for the input; '' for none. */
export const toWallClock = (iso: unknown, zone: string): string =>
  typeof iso === 'string' ? formatInZone(iso, zone, WALL_CLOCK_FORMAT) : '';

/** The input's wall clock, read in `zone`, as an ISO instant; null when cleared. */
export function fromWallClock(wallClock: string, zone: string): string | null {
  if (!wallClock) return null;
  const instant = dayjs.tz(wallClock, zone);
  return instant.isValid() ? instant.toISOString() : null;
}

/**
 * A moment typed as date and time on the wall clock of the zone the back-office shows times in
 * (the footer names it), held as an ISO instant as the API takes it. Left untouched, the
 * record's instant is sent back as it was read (to the millisecond).
 */
export function ZonedDateTimeInput({
  source,
  label,
  helperText,
}: {
  source: string;
  label: string;
  helperText: string;
}) {
  const zone = useDisplayTimeZone();
  return (
    <TextInput
      source={source}
      label={label}
      type="datetime-local"
      format={(value: unknown) => toWallClock(value, zone)}
      parse={(value: string) => fromWallClock(value, zone)}
      helperText={`${helperText} (${zone})`}
      slotProps={{ inputLabel: { shrink: true } }}
    />
  );
}
