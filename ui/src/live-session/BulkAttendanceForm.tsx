import { useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { attendanceRowErrors } from '@tp/domain';
import type { AttendanceContext } from './attendance-context.ts';
import { useUnsavedChanges } from '../forms/unsaved-changes.tsx';

interface BulkAttendanceFormProps {
  count: number;
  context: AttendanceContext;
  isSubmitting: boolean;
  onSubmit(notes: string): void;
}

/**
 * Over 200 attendees the table is not shown (spec §5): every student is marked attended with
 * one note, checked by the same rule as a row's note.
 */
export function BulkAttendanceForm({
  count,
  context,
  isSubmitting,
  onSubmit,
}: BulkAttendanceFormProps) {
  const [notes, setNotes] = useState('');
  useUnsavedChanges(notes.trim() !== '' && !isSubmitting);
  const error = attendanceRowErrors({ attended: true, notes }, context).notes?.[0] ?? null;
  return (
    <Box sx={{ display: 'grid', gap: 2, py: 2 }}>
      <Typography>
        This session has {count} students: too many for the attendance table. Mark them all as
        attended with one note.
      </Typography>
      <TextField
        label="Note (customer-facing)"
        multiline
        minRows={3}
        value={notes}
        required={context.requiresAttendanceNote && !context.attendanceTaken}
        error={error !== null}
        helperText={error ?? 'Shared with every family.'}
        onChange={(event) => setNotes(event.target.value)}
      />
      <Box>
        <Button
          variant="contained"
          disabled={error !== null || isSubmitting}
          onClick={() => onSubmit(notes)}
        >
          Submit attendance for {count} students with notes
        </Button>
      </Box>
    </Box>
  );
}
