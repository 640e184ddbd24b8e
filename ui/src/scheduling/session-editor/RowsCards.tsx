import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { rowDate, rowDay, rowLocation, rowTimeRange } from '@tp/domain';
import { RowAlerts } from './RowAlerts.tsx';
import { tutorsText, type RowsViewProps } from './RowsTable.tsx';

/** The table as one card per row, for screens under 600 px where nine columns do not fit. */
export function RowsCards({
  rows,
  alerts,
  selected,
  zone,
  onToggle,
  onToggleAll,
  showTutorsRequired,
}: RowsViewProps & { showTutorsRequired: boolean }) {
  const isAll = rows.length > 0 && selected.size === rows.length;
  return (
    <Stack spacing={1} aria-label="Sessions to save" role="list">
      <FormControlLabel
        control={
          <Checkbox
            checked={isAll}
            indeterminate={selected.size > 0 && !isAll}
            onChange={onToggleAll}
          />
        }
        label="Select all rows"
      />
      {rows.map((row) => {
        const tutors = tutorsText(row, showTutorsRequired);
        return (
          <Card
            key={row.key}
            variant="outlined"
            role="listitem"
            data-row-key={row.key}
            sx={{ bgcolor: selected.has(row.key) ? 'action.selected' : undefined }}
          >
            <CardContent sx={{ display: 'flex', gap: 1, p: 1.5, '&:last-child': { pb: 1.5 } }}>
              <Checkbox
                checked={selected.has(row.key)}
                onChange={() => onToggle(row.key)}
                sx={{ p: 0.5, alignSelf: 'flex-start' }}
                slotProps={{
                  input: { 'aria-label': `Select the session of ${rowDate(row.date)} ${row.time}` },
                }}
              />
              <Box sx={{ minWidth: 0, flex: 1 }}>
                <Typography variant="subtitle2">
                  {rowDay(row.date)} {rowDate(row.date)} · {rowTimeRange(row, zone)}
                </Typography>
                <Typography variant="body2" color="text.secondary">
                  {[row.typeName, row.name, rowLocation(row), tutors].filter(Boolean).join(' · ')}
                </Typography>
                <Box sx={{ mt: 0.5 }}>
                  <RowAlerts alerts={alerts.get(row.key) ?? []} />
                </Box>
              </Box>
            </CardContent>
          </Card>
        );
      })}
    </Stack>
  );
}
