import { Alert, CircularProgress, Stack } from '@mui/material';
import { useDataProvider } from 'react-admin';
import type { AppDataProvider } from '@tp/data-provider';
import { UNAVAILABLE_MESSAGE } from '@tp/domain';
import { actionErrorMessage } from '../actions/actionErrors.ts';
import { useLoaded } from '@tp/ui';

/**
 * The employee available check (spec §7: GET /employees/{id}/available with startsAt,
 * duration, creatable) for the tutor at the chosen time: whether the time is free of their
 * sessions and events, and whether it lies in their open availability. Admins and spoofers
 * may book outside availability (spec §6): for them the second is a warning, not a refusal.
 */
export function AvailabilityCheck({
  tutorId,
  startsAt,
  duration,
  isBoundByAvailability,
}: {
  tutorId: number | null;
  startsAt: Date | null;
  duration: number;
  /** Whether the booker's bookings must lie in the tutor's availability (domain's policy). */
  isBoundByAvailability: boolean;
}) {
  const dataProvider = useDataProvider<AppDataProvider>();
  const isComplete = tutorId !== null && startsAt !== null && duration > 0;
  const ask = (creatable: boolean) => (signal: AbortSignal) =>
    dataProvider
      .action('employees', 'available', {
        id: tutorId!,
        data: { startsAt: startsAt!.toISOString(), duration, creatable: String(creatable) },
        signal,
      })
      .then(({ data }) => data.available);
  const key = `${tutorId}|${startsAt?.toISOString()}|${duration}`;
  const free = useLoaded(isComplete ? ask(true) : null, key);
  const offered = useLoaded(isComplete ? ask(false) : null, key);
  if (!isComplete) return null;
  if (free.isLoading || offered.isLoading)
    return <CircularProgress size={20} aria-label="Checking the tutor's availability" />;
  const error = free.error ?? offered.error;
  if (error) return <Alert severity="error">{actionErrorMessage(error)}</Alert>;
  // Without `creatable` the server also says no for a clash, so that answer only counts when
  // the time is free.
  return (
    <Stack spacing={1} role="status" aria-label="Tutor availability">
      {!free.data ? (
        <Alert severity="error">
          Tutor {UNAVAILABLE_MESSAGE}: they have another session or event at this time.
        </Alert>
      ) : offered.data ? (
        <Alert severity="success">
          The tutor is free and this time is within their open availability.
        </Alert>
      ) : (
        <Alert severity={isBoundByAvailability ? 'error' : 'warning'}>
          The tutor is free, but this time is outside their open availability
          {isBoundByAvailability
            ? ': the booking would fail.'
            : ' (as an admin you may still book it).'}
        </Alert>
      )}
    </Stack>
  );
}
