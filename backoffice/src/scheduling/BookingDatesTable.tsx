import {
  Chip,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  Typography,
  type ChipProps,
} from '@mui/material';
import {
  BOOKING_STATUS_LABELS,
  bookingDayLabel,
  bookingTimeRangeLabel,
  type BookingDateStatus,
} from '@tp/domain';

export interface BookingDateRow {
  startsAt: string;
  endsAt: string;
  status: BookingDateStatus;
  reasons: readonly string[];
}

const STATUS_COLORS: Record<BookingDateStatus, ChipProps['color']> = {
  booked: 'success',
  pending: 'warning',
  failed: 'error',
};

/**
 * Each date of a booking with its outcome and why: the review after POST /tutorings, and the
 * confirm step's expectation (`statusLabels` words them as expected, not done).
 */
export function BookingDatesTable({
  rows,
  zone,
  label,
  statusLabels = BOOKING_STATUS_LABELS,
}: {
  rows: readonly BookingDateRow[];
  zone: string;
  label: string;
  statusLabels?: Readonly<Record<BookingDateStatus, string>>;
}) {
  return (
    <Table size="small" aria-label={label}>
      <TableHead>
        <TableRow>
          <TableCell>Date</TableCell>
          <TableCell>Time ({zone})</TableCell>
          <TableCell>Outcome</TableCell>
        </TableRow>
      </TableHead>
      <TableBody>
        {rows.map((row) => (
          <TableRow key={row.startsAt} data-status={row.status}>
            <TableCell sx={{ whiteSpace: 'nowrap' }}>
              {bookingDayLabel(row.startsAt, zone)}
            </TableCell>
            <TableCell sx={{ whiteSpace: 'nowrap' }}>
              {bookingTimeRangeLabel(row.startsAt, row.endsAt, zone)}
            </TableCell>
            <TableCell>
              <Chip
                size="small"
                color={STATUS_COLORS[row.status]}
                label={statusLabels[row.status]}
              />
              {row.reasons.length > 0 ? (
                <Typography variant="body2" component="span" sx={{ ml: 1 }}>
                  {row.reasons.join(' ')}
                </Typography>
              ) : null}
            </TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}
