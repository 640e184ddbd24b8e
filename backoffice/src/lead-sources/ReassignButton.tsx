import { useState } from 'react';
import {
  Autocomplete,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  TextField,
} from '@mui/material';
import { useCanAccess, useRecordContext } from 'react-admin';
import type { LeadSource, LeadSourceAssignee } from '@tp/domain';
import { useActionCall } from '../actions/useActionCall.ts';
import { useAssignees } from './useAssignees.ts';

const UNASSIGNED: LeadSourceAssignee = { id: 0, name: 'Unassigned' };

/** PUT /lead_sources/{id}/reassign: another employee, or nobody. */
export function ReassignButton() {
  const leadSource = useRecordContext<LeadSource>();
  const { run, isSending } = useActionCall();
  const { assignees } = useAssignees();
  const [open, setOpen] = useState(false);
  const [choice, setChoice] = useState<LeadSourceAssignee | null>(null);
  const { canAccess = false } = useCanAccess({
    action: 'reassign',
    resource: 'lead_sources',
    record: leadSource,
  });
  if (!leadSource || !canAccess) return null;

  const save = async () => {
    if (!choice) return;
    const employeeId = choice.id === UNASSIGNED.id ? null : choice.id;
    const outcome = await run(
      (provider) =>
        provider.action('lead_sources', 'reassign', { id: leadSource.id, data: { employeeId } }),
      {
        success: ({ data }) =>
          data.employeeName
            ? `${data.name} is now assigned to ${data.employeeName}`
            : `${data.name} is now unassigned`,
      },
    );
    if (outcome.ok) setOpen(false);
  };

  return (
    <>
      <Button variant="outlined" onClick={() => setOpen(true)}>
        Reassign
      </Button>
      <Dialog open={open} onClose={() => setOpen(false)} fullWidth maxWidth="xs">
        <DialogTitle>Reassign {leadSource.name}</DialogTitle>
        <DialogContent>
          <Autocomplete
            options={[UNASSIGNED, ...assignees]}
            getOptionLabel={(option) => option.name}
            isOptionEqualToValue={(a, b) => a.id === b.id}
            value={choice}
            onChange={(_event, value) => setChoice(value)}
            renderInput={(params) => <TextField {...params} label="Assign to" margin="dense" />}
          />
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setOpen(false)}>Cancel</Button>
          <Button onClick={save} disabled={!choice || isSending} variant="contained">
            Reassign
          </Button>
        </DialogActions>
      </Dialog>
    </>
  );
}
