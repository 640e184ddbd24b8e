import { useState } from 'react';
import EditIcon from '@mui/icons-material/Edit';
import {
  Box,
  Button as MuiButton,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  IconButton,
  TextField,
} from '@mui/material';
import { useCanAccess, useRecordContext } from 'react-admin';
import {
  PACE_MAX,
  PACE_MIN,
  PACE_STEP,
  paceError,
  paceSavedMessage,
  formatHoursPerWeek,
  type Student,
} from '@tp/domain';
import { useActionCall } from '../actions/useActionCall.ts';

/**
 * The student's weekly pace (hours a week). Admins edit it here (staff-and-crm: "Only admins
 * can edit a student's pace"; PUT /students/{id}/pace); others see the value only.
 */
export function StudentPaceField() {
  const student = useRecordContext<Student>();
  const { canAccess } = useCanAccess({
    action: 'updatePace',
    resource: 'students',
    record: student,
  });
  const { run, isSending, fieldErrors } = useActionCall();
  const [draft, setDraft] = useState<string | null>(null);
  if (!student) return null;
  const value = draft === null ? NaN : Number(draft);
  const error = draft === null ? null : draft.trim() === '' ? paceError(NaN) : paceError(value);
  const serverError = fieldErrors.pace?.[0];

  const save = async () => {
    const outcome = await run(
      (provider) =>
        provider.action('students', 'updatePace', { id: student.id, data: { pace: value } }),
      { success: () => paceSavedMessage(student.fullName), failure: () => null },
    );
    if (outcome.ok) setDraft(null);
  };

  return (
    <Box component="span" sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5 }}>
      <span data-testid="student-pace">{formatHoursPerWeek(student.pace)}</span>
      {canAccess && (
        <IconButton
          size="small"
          aria-label="Edit pace"
          onClick={() => setDraft(String(student.pace))}
        >
          <EditIcon fontSize="inherit" />
        </IconButton>
      )}
      <Dialog
        open={draft !== null}
        onClose={() => !isSending && setDraft(null)}
        maxWidth="xs"
        fullWidth
      >
        <DialogTitle>Edit {student.fullName}&apos;s pace</DialogTitle>
        <DialogContent>
          <TextField
            label="Pace (hours a week)"
            type="number"
            value={draft ?? ''}
            onChange={(event) => setDraft(event.target.value)}
            error={Boolean(error ?? serverError)}
            helperText={error ?? serverError ?? ' '}
            slotProps={{ htmlInput: { min: PACE_MIN, max: PACE_MAX, step: PACE_STEP } }}
            fullWidth
            autoFocus
            sx={{ mt: 1 }}
          />
        </DialogContent>
        <DialogActions>
          <MuiButton onClick={() => setDraft(null)} disabled={isSending}>
            Cancel
          </MuiButton>
          <MuiButton
            variant="contained"
            onClick={() => void save()}
            disabled={isSending || error !== null}
          >
            Save
          </MuiButton>
        </DialogActions>
      </Dialog>
    </Box>
  );
}
