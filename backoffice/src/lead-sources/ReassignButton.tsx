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
import {
  useCanAccess,
  useDataProvider,
  useNotify,
  useRecordContext,
  useRefresh,
} from 'react-admin';
import type { AppDataProvider } from '@tp/data-provider';
import type { LeadSource, LeadSourceAssignee } from '@tp/domain';
import { useAssignees } from './useAssignees.ts';

const UNASSIGNED: LeadSourceAssignee = { id: 0, name: 'Unassigned' };

/** PUT /lead_sources/{id}/reassign: another employee, or nobody. */
export function ReassignButton() {
  const leadSource = useRecordContext<LeadSource>();
  const dataProvider = useDataProvider<AppDataProvider>();
  const notify = useNotify();
  const refresh = useRefresh();
  const { assignees } = useAssignees();
  const [open, setOpen] = useState(false);
  const [choice, setChoice] = useState<LeadSourceAssignee | null>(null);
  const [saving, setSaving] = useState(false);
  const { canAccess = false } = useCanAccess({
    action: 'reassign',
    resource: 'lead_sources',
    record: leadSource,
  });
  if (!leadSource || !canAccess) return null;

  const save = async () => {
    if (!choice) return;
    setSaving(true);
    try {
      const employeeId = choice.id === 0 ? null : choice.id;
      const { data } = await dataProvider.action('lead_sources', 'reassign', {
        id: leadSource.id,
        data: { employeeId },
      });
      notify(
        data.employeeName
          ? `${data.name} is now assigned to ${data.employeeName}`
          : `${data.name} is now unassigned`,
        { type: 'success' },
      );
      setOpen(false);
      refresh();
    } catch (error) {
      notify(error instanceof Error ? error.message : 'ra.notification.http_error', {
        type: 'error',
      });
    } finally {
      setSaving(false);
    }
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
          <Button onClick={save} disabled={!choice || saving} variant="contained">
            Reassign
          </Button>
        </DialogActions>
      </Dialog>
    </>
  );
}
