import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import Typography from '@mui/material/Typography';
import type { AttendanceContext } from './attendance-context.ts';
import type { StudentRow } from './attendance-form.ts';
import { StudentAttendanceRow } from './StudentAttendanceRow.tsx';

interface StudentAttendanceListProps {
  rows: StudentRow[];
  context: AttendanceContext;
  session: { startsAt: string; endsAt: string; attendanceTakenAt: string | null };
  isEditing: boolean;
  selectedStudentId: number | null;
  zone: string;
  now: Date;
  onToggleAll(): void;
  onChange(id: number, change: Partial<StudentRow>): void;
}

/** The student table (spec §2): Select All above one row per student. */
export function StudentAttendanceList({
  rows,
  context,
  session,
  isEditing,
  selectedStudentId,
  zone,
  now,
  onToggleAll,
  onChange,
}: StudentAttendanceListProps) {
  const attendedCount = rows.filter((row) => row.attended).length;
  return (
    <Box>
      <Box
        sx={{
          display: 'flex',
          alignItems: 'center',
          justifyContent: 'space-between',
          px: 1,
          borderBottom: 1,
          borderColor: 'divider',
          minHeight: 42,
        }}
      >
        {isEditing ? (
          <FormControlLabel
            control={
              <Checkbox
                checked={attendedCount === rows.length}
                indeterminate={attendedCount > 0 && attendedCount < rows.length}
                onChange={onToggleAll}
              />
            }
            label="Select All"
          />
        ) : (
          <Typography variant="subtitle2">Students</Typography>
        )}
        <Typography variant="caption" color="text.secondary">
          {attendedCount} of {rows.length} attended
        </Typography>
      </Box>
      <Box component="ul" aria-label="Students" sx={{ listStyle: 'none', m: 0, p: 0 }}>
        {rows.map((row) => (
          <StudentAttendanceRow
            key={row.id}
            row={row}
            context={context}
            session={session}
            isEditing={isEditing}
            isSelected={row.studentId === selectedStudentId}
            zone={zone}
            now={now}
            onChange={(change) => onChange(row.id, change)}
          />
        ))}
      </Box>
    </Box>
  );
}
