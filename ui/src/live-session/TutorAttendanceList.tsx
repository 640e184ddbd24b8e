import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import Typography from '@mui/material/Typography';
import type { TutorRow } from './attendance-form.ts';
import { joinedLabel } from './format-attendance-time.ts';

interface TutorAttendanceListProps {
  rows: TutorRow[];
  isEditing: boolean;
  zone: string;
  onChange(id: number, attended: boolean): void;
}

/** The tutor table (spec §2), shown when the session has more than one tutor. */
export function TutorAttendanceList({ rows, isEditing, zone, onChange }: TutorAttendanceListProps) {
  return (
    <Box sx={{ mb: 2 }}>
      <Typography
        variant="subtitle2"
        sx={{ px: 1, py: 1, borderBottom: 1, borderColor: 'divider' }}
      >
        Tutors
      </Typography>
      <Box component="ul" aria-label="Tutors" sx={{ listStyle: 'none', m: 0, p: 0 }}>
        {rows.map((row) => (
          <Box
            component="li"
            key={row.id}
            sx={{
              display: 'flex',
              flexWrap: 'wrap',
              alignItems: 'center',
              columnGap: 2,
              px: 1,
              borderBottom: 1,
              borderColor: 'divider',
            }}
          >
            <FormControlLabel
              disabled={!isEditing}
              control={
                <Checkbox
                  checked={row.attended}
                  onChange={(event) => onChange(row.id, event.target.checked)}
                  slotProps={{ input: { 'aria-label': `Attended: ${row.name}` } }}
                />
              }
              label={row.name}
            />
            <Typography variant="caption" color="text.secondary">
              {joinedLabel(row.joinedAt, zone)}
            </Typography>
          </Box>
        ))}
      </Box>
    </Box>
  );
}
