import Checkbox from '@mui/material/Checkbox';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import {
  rowDate,
  rowDay,
  rowLocation,
  rowTimeRange,
  type RowAlert,
  type SessionEditorRow,
} from '@tp/domain';
import { RowAlerts } from './RowAlerts.tsx';

export interface RowsViewProps {
  rows: readonly SessionEditorRow[];
  alerts: ReadonlyMap<string, readonly RowAlert[]>;
  selected: ReadonlySet<string>;
  zone: string;
  onToggle(key: string): void;
  onToggleAll(): void;
}

/**
 * "Tutors": who is staffed (kept on a replacement), else how many are required (staff apps),
 * or "You" in the tutor app, where the server makes the signed-in tutor supervise every new
 * session (the cell was blank, as if the session would have no tutor).
 */
export function tutorsText(row: SessionEditorRow, showRequired: boolean): string {
  if (row.tutorNames.length > 0) return row.tutorNames.join(', ');
  return showRequired ? `${row.employeesRequired} required` : 'You';
}

/**
 * The table of added sessions (spec §2): select-all, Type, optional Name, Day, Date, Time
 * range, Tutors, Location (Online or place), and Alerts.
 */
export function RowsTable({
  rows,
  alerts,
  selected,
  zone,
  onToggle,
  onToggleAll,
  showTutorsRequired,
}: RowsViewProps & { showTutorsRequired: boolean }) {
  const hasNames = rows.some((row) => row.name !== '');
  const isAll = rows.length > 0 && selected.size === rows.length;
  return (
    <TableContainer sx={{ maxHeight: 420 }}>
      <Table size="small" stickyHeader aria-label="Sessions to save">
        <TableHead>
          <TableRow>
            <TableCell padding="checkbox">
              <Checkbox
                checked={isAll}
                indeterminate={selected.size > 0 && !isAll}
                onChange={onToggleAll}
                slotProps={{ input: { 'aria-label': 'Select all rows' } }}
              />
            </TableCell>
            <TableCell>Type</TableCell>
            {hasNames ? <TableCell>Name</TableCell> : null}
            <TableCell>Day</TableCell>
            <TableCell>Date</TableCell>
            <TableCell>Time range</TableCell>
            <TableCell>Tutors</TableCell>
            <TableCell>Location</TableCell>
            <TableCell sx={{ minWidth: 160 }}>Alerts</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {rows.map((row) => (
            <TableRow key={row.key} hover selected={selected.has(row.key)} data-row-key={row.key}>
              <TableCell padding="checkbox">
                <Checkbox
                  checked={selected.has(row.key)}
                  onChange={() => onToggle(row.key)}
                  slotProps={{
                    input: {
                      'aria-label': `Select the session of ${rowDate(row.date)} ${row.time}`,
                    },
                  }}
                />
              </TableCell>
              <TableCell>{row.typeName}</TableCell>
              {hasNames ? <TableCell>{row.name}</TableCell> : null}
              <TableCell>{rowDay(row.date)}</TableCell>
              <TableCell>{rowDate(row.date)}</TableCell>
              <TableCell sx={{ whiteSpace: 'nowrap' }}>{rowTimeRange(row, zone)}</TableCell>
              <TableCell>{tutorsText(row, showTutorsRequired)}</TableCell>
              <TableCell>{rowLocation(row)}</TableCell>
              <TableCell>
                <RowAlerts alerts={alerts.get(row.key) ?? []} />
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
