import { useState } from 'react';
import {
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  MenuItem,
  TextField,
} from '@mui/material';
import type { ParentAdvisor } from '@tp/domain';

const UNASSIGNED = 'unassigned';

interface ReassignDialogProps {
  title: string;
  advisors: readonly ParentAdvisor[];
  /** The advisor now looking after the contact (null: unassigned). */
  currentId: number | null;
  isSaving: boolean;
  onClose(): void;
  onConfirm(employeeId: number | null): void;
}

/**
 * Pick the advisor to give the contact(s) to, or leave them unassigned. Shown while mounted:
 * each opening starts again from the current advisor.
 */
export function ReassignDialog({
  title,
  advisors,
  currentId,
  isSaving,
  onClose,
  onConfirm,
}: ReassignDialogProps) {
  const [choice, setChoice] = useState<string>(currentId === null ? UNASSIGNED : String(currentId));
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="xs">
      <DialogTitle>{title}</DialogTitle>
      <DialogContent>
        <TextField
          select
          fullWidth
          margin="dense"
          label="Advisor"
          value={choice}
          onChange={(event) => setChoice(event.target.value)}
        >
          <MenuItem value={UNASSIGNED}>Unassigned</MenuItem>
          {advisors.map((advisor) => (
            <MenuItem key={advisor.id} value={String(advisor.id)}>
              {advisor.fullName}
            </MenuItem>
          ))}
        </TextField>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Cancel</Button>
        <Button
          variant="contained"
          disabled={isSaving}
          onClick={() => onConfirm(choice === UNASSIGNED ? null : Number(choice))}
        >
          Reassign
        </Button>
      </DialogActions>
    </Dialog>
  );
}
