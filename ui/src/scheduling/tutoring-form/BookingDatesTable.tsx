import Chip, { type ChipProps } from '@mui/material/Chip';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
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
  expired: 'default',
};

/**
 * Each date of a booking with its outcome and why: the review after POST /tutorings, and the
 * back-office confirm step's expectation (`statusLabels` words them as expected, not done).
 * A table on a page wide enough; a list in a dialog (`layout="list"`) and on a phone.
 */
export function BookingDatesTable({
  rows,
  zone,
  label,
  statusLabels = BOOKING_STATUS_LABELS,
  layout = 'responsive',
}: {
  rows: readonly BookingDateRow[];
  zone: string;
  label: string;
  statusLabels?: Readonly<Record<BookingDateStatus, string>>;
  layout?: 'responsive' | 'list';
}) {
  // A phone has no room for three columns: each date becomes a line of a list.
  const isNarrow = useMediaQuery(useTheme().breakpoints.down('sm'));
  if (isNarrow || layout === 'list')
    return (
      <List dense disablePadding aria-label={label}>
        {rows.map((row) => (
          <ListItem key={row.startsAt} divider data-status={row.status} disableGutters>
            <ListItemText
              primary={`${bookingDayLabel(row.startsAt, zone)} · ${bookingTimeRangeLabel(row.startsAt, row.endsAt, zone)}`}
              secondary={
                <>
                  <Chip
                    component="span"
                    size="small"
                    color={STATUS_COLORS[row.status]}
                    label={statusLabels[row.status]}
                  />
                  {row.reasons.length > 0 ? ` ${row.reasons.join(' ')}` : null}
                </>
              }
              slotProps={{ secondary: { component: 'span', sx: { display: 'block', mt: 0.5 } } }}
            />
          </ListItem>
        ))}
      </List>
    );
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
