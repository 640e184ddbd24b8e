import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import { targetProgress, type TargetHistory } from '@tp/domain';
import { weekLabel } from './week-label.ts';

const hours = (value: number) => String(Math.round(value * 100) / 100);

/**
 * The targets table (spec §2, §9): 6 weeks starting 3 weeks back, each week's targets and
 * actuals in hours with the capped percentages; the current week is marked.
 */
export function TargetsTable({
  weeks,
  currentWeek,
}: {
  weeks: TargetHistory[];
  currentWeek: string;
}) {
  return (
    <TableContainer sx={{ overflowX: 'auto' }}>
      <Table
        size="small"
        aria-label="Targets by week"
        sx={{ '& th, & td': { whiteSpace: 'nowrap' } }}
      >
        <TableHead>
          <TableRow>
            <TableCell>Week of</TableCell>
            <TableCell align="right">Delivery target</TableCell>
            <TableCell align="right">Delivered</TableCell>
            <TableCell align="right">Availability target</TableCell>
            <TableCell align="right">Available</TableCell>
            <TableCell align="right">Still bookable</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {weeks.map((week) => {
            const progress = targetProgress(week);
            const current = week.date === currentWeek;
            return (
              <TableRow
                key={week.date}
                selected={current}
                aria-current={current ? 'date' : undefined}
              >
                <TableCell component="th" scope="row">
                  {weekLabel(week.date)}
                  {current ? ' (this week)' : ''}
                </TableCell>
                <TableCell align="right">{hours(week.deliveryTarget)}</TableCell>
                <TableCell align="right">
                  {hours(week.deliveryActual)} ({progress.deliveryPercent}%)
                </TableCell>
                <TableCell align="right">{hours(week.availabilityTarget)}</TableCell>
                <TableCell align="right">
                  {hours(week.availabilityActual)} ({progress.availabilityPercent}%)
                </TableCell>
                <TableCell align="right">{hours(week.availableAvailabilityActual)}</TableCell>
              </TableRow>
            );
          })}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
