import { Chip, Stack, Typography } from '@mui/material';
import { useGetList } from 'react-admin';
import {
  addCalendarDays,
  forcedStartTimes,
  wallClockOf,
  zonedInstant,
  type Availability,
} from '@tp/domain';

/**
 * A forceDuration brand's start times (spec §5: "start options step by that duration within
 * the availability"): the tutor's availabilities on the chosen day, cut in steps of the forced
 * duration. Staff may still type another time (admins are not bound by availability).
 */
export function ForcedStartTimes({
  tutorId,
  date,
  zone,
  forceDuration,
  onPick,
}: {
  tutorId: number | null;
  date: string;
  zone: string;
  forceDuration: number;
  onPick(time: string): void;
}) {
  const isReady = tutorId !== null && /^\d{4}-\d{2}-\d{2}$/.test(date);
  const { data: availabilities = [], isPending } = useGetList<Availability>(
    'availabilities',
    {
      pagination: { page: 1, perPage: 150 },
      sort: { field: 'startsAt', order: 'ASC' },
      filter: isReady
        ? {
            tutorId,
            locked: false,
            startsAt: zonedInstant(date, '00:00', zone).toISOString(),
            endsAt: zonedInstant(addCalendarDays(date, 1), '00:00', zone).toISOString(),
          }
        : {},
    },
    { enabled: isReady },
  );
  if (!isReady || isPending) return null;
  const starts = availabilities.flatMap((availability) =>
    forcedStartTimes(
      { startsAt: new Date(availability.startsAt), endsAt: new Date(availability.endsAt) },
      forceDuration,
    ),
  );
  const format = new Intl.DateTimeFormat('en-US', {
    timeZone: zone,
    hour: 'numeric',
    minute: '2-digit',
  });
  return (
    <Stack direction="row" spacing={0.5} useFlexGap sx={{ flexWrap: 'wrap', alignItems: 'center' }}>
      <Typography variant="caption" color="text.secondary">
        {starts.length > 0
          ? `Start times in the tutor's availability (every ${forceDuration} minutes):`
          : 'The tutor offers no availability that day.'}
      </Typography>
      {starts.map((start) => (
        <Chip
          key={start.toISOString()}
          size="small"
          label={format.format(start)}
          onClick={() => onPick(wallClockOf(start, zone).time)}
        />
      ))}
    </Stack>
  );
}
