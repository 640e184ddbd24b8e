import {
  Alert,
  CircularProgress,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  Typography,
} from '@mui/material';
import { useDataProvider } from 'react-admin';
import type { AppDataProvider } from '@tp/data-provider';
import { actionErrorMessage } from '../actions/actionErrors.ts';
import { useLoaded } from '@tp/ui';
import { formatDuration } from '@tp/domain';

const hourLabel = (minutesFromMidnight: number) => {
  const hour = Math.floor(minutesFromMidnight / 60) % 24;
  const suffix = hour < 12 ? 'AM' : 'PM';
  return `${hour % 12 === 0 ? 12 : hour % 12}:00 ${suffix}`;
};

/**
 * Prime hours (GET /sessions/prime_hours): each weekday's busiest booked window, read in the
 * zone the form's times are typed in, so staff can steer a booking (or a tutor's availability)
 * towards or away from the hours families book.
 */
export function PrimeHoursPanel({ zone }: { zone: string }) {
  const dataProvider = useDataProvider<AppDataProvider>();
  const { data, error, isLoading } = useLoaded(
    (signal) =>
      dataProvider
        .action('sessions', 'primeHours', { data: { timeZone: zone }, signal })
        .then(({ data: answer }) => answer),
    zone,
  );
  if (isLoading) return <CircularProgress size={24} aria-label="Loading prime hours" />;
  if (error) return <Alert severity="error">{actionErrorMessage(error)}</Alert>;
  if (!data || data.days.length === 0)
    return <Alert severity="info">No sessions booked in the weeks read yet.</Alert>;
  return (
    <>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
        Busiest booked hours, in {data.timeZone}.
      </Typography>
      <Table size="small" aria-label="Prime hours">
        <TableHead>
          <TableRow>
            <TableCell>Day</TableCell>
            <TableCell>Hours</TableCell>
            <TableCell align="right">Booked</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {data.days.map((day) => (
            <TableRow key={day.day}>
              <TableCell>{day.dayName}</TableCell>
              <TableCell>
                {hourLabel(day.hour * 60)} – {hourLabel(day.hour * 60 + day.duration)}
              </TableCell>
              <TableCell align="right">{formatDuration(day.bookedMinutes)}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </>
  );
}
