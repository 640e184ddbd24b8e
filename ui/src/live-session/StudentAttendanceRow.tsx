import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { isNoteRequired } from '@tp/domain';
import type { AttendanceContext } from './attendance-context.ts';
import { noteError, type StudentRow } from './attendance-form.ts';
import { AttendanceIcon } from './AttendanceIcon.tsx';
import { joinedLabel } from './format-attendance-time.ts';
import { PointsAndGems } from './PointsAndGems.tsx';

interface StudentAttendanceRowProps {
  row: StudentRow;
  context: AttendanceContext;
  session: { startsAt: string; endsAt: string; attendanceTakenAt: string | null };
  isEditing: boolean;
  isSelected: boolean;
  zone: string;
  now: Date;
  onChange(change: Partial<Pick<StudentRow, 'attended' | 'notes' | 'stagedPoints' | 'gems'>>): void;
}

/**
 * One student: attended, joined-at, the customer-facing note (disabled unless attended; required
 * for the Tutoring brand until attendance is taken), and points and gems when the brand has them.
 * Wraps onto several lines on a phone.
 */
export function StudentAttendanceRow({
  row,
  context,
  session,
  isEditing,
  isSelected,
  zone,
  now,
  onChange,
}: StudentAttendanceRowProps) {
  const error = isEditing ? noteError(row, context) : null;
  const isRequired = isNoteRequired(context, row.attended);
  return (
    <Box
      component="li"
      aria-label={row.name}
      aria-current={isSelected ? 'true' : undefined}
      sx={{
        display: 'flex',
        flexWrap: 'wrap',
        alignItems: 'flex-start',
        gap: 1.5,
        py: 1.5,
        px: 1,
        borderBottom: 1,
        borderColor: 'divider',
        bgcolor: isSelected ? 'action.selected' : undefined,
      }}
    >
      <Box sx={{ flex: '1 1 200px', minWidth: 180 }}>
        {isEditing ? (
          <FormControlLabel
            control={
              <Checkbox
                checked={row.attended}
                onChange={(event) => onChange({ attended: event.target.checked })}
                slotProps={{ input: { 'aria-label': `Attended: ${row.name}` } }}
              />
            }
            label={<Typography sx={{ fontWeight: 500 }}>{row.name}</Typography>}
          />
        ) : (
          <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, py: 1 }}>
            <AttendanceIcon session={session} attended={row.attended} now={now} />
            <Typography sx={{ fontWeight: 500 }}>{row.name}</Typography>
          </Box>
        )}
        <Typography variant="caption" color="text.secondary" sx={{ display: 'block', pl: 4 }}>
          {joinedLabel(row.joinedAt, zone)}
        </Typography>
      </Box>
      <Box sx={{ flex: '3 1 280px', minWidth: 0 }}>
        {isEditing ? (
          <TextField
            label="Note (customer-facing)"
            multiline
            minRows={2}
            fullWidth
            size="small"
            value={row.notes}
            disabled={!row.attended}
            required={isRequired}
            error={error !== null}
            helperText={error ?? 'Shared with the family.'}
            onChange={(event) => onChange({ notes: event.target.value })}
            slotProps={{ htmlInput: { 'aria-label': `Note for ${row.name}` } }}
          />
        ) : (
          <Typography variant="body2" sx={{ whiteSpace: 'pre-wrap', py: 1 }}>
            {row.notes.trim() ? row.notes : <em>No note</em>}
          </Typography>
        )}
      </Box>
      {context.includePoints ? (
        <Box sx={{ flex: '1 1 260px' }}>
          {isEditing ? (
            <PointsAndGems
              studentName={row.name}
              points={row.points}
              stagedPoints={row.stagedPoints}
              gems={row.gems}
              disabled={!row.attended}
              onChange={onChange}
            />
          ) : (
            <Typography variant="body2" sx={{ py: 1 }}>
              {row.points} pts
            </Typography>
          )}
        </Box>
      ) : null}
    </Box>
  );
}
