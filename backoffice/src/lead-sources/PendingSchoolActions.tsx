import { useState } from 'react';
import {
  Alert,
  Autocomplete,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogContentText,
  DialogTitle,
  Stack,
  TextField,
} from '@mui/material';
import { Confirm, useCanAccess, useGetList, useRecordContext, useRedirect } from 'react-admin';
import {
  isSchoolType,
  LEAD_SOURCE_SEARCH_DEBOUNCE_MS,
  pendingSchoolActionRefusal,
  type LeadSource,
  type PendingSchoolAction,
} from '@tp/domain';
import { useActionCall } from '../actions/useActionCall.ts';
import { useDebouncedValue } from '../lists/useDebouncedValue.ts';

/** The actual schools whose name contains what was typed (search pauses 400 ms, spec §9). */
function SchoolPicker({
  value,
  onChange,
  excludeId,
}: {
  value: LeadSource | null;
  onChange: (school: LeadSource | null) => void;
  excludeId: number;
}) {
  const [text, setText] = useState('');
  const query = useDebouncedValue(text, LEAD_SOURCE_SEARCH_DEBOUNCE_MS);
  const { data = [], isPending } = useGetList<LeadSource>('lead_sources', {
    pagination: { page: 1, perPage: 25 },
    sort: { field: 'name', order: 'ASC' },
    filter: { type: 'School', ...(query ? { query } : {}) },
  });
  return (
    <Autocomplete
      options={data.filter((school) => school.id !== excludeId)}
      loading={isPending}
      getOptionLabel={(school) => [school.name, school.city].filter(Boolean).join(' — ')}
      isOptionEqualToValue={(a, b) => a.id === b.id}
      filterOptions={(options) => options}
      value={value}
      onChange={(_event, school) => onChange(school)}
      onInputChange={(_event, typed) => setText(typed)}
      renderInput={(params) => <TextField {...params} label="Actual school" margin="dense" />}
    />
  );
}

/**
 * Merge into an actual school and promote (spec §4, §7): only a pending school may; on any
 * other school the buttons answer with the spec's alert ("School must be pending to merge").
 */
export function PendingSchoolActions() {
  const school = useRecordContext<LeadSource>();
  const { run, isSending } = useActionCall();
  const redirect = useRedirect();
  const [alert, setAlert] = useState<string | null>(null);
  const [merging, setMerging] = useState(false);
  const [promoting, setPromoting] = useState(false);
  const [target, setTarget] = useState<LeadSource | null>(null);
  const { canAccess = false } = useCanAccess({ action: 'merge', resource: 'pending_schools' });
  if (!school || !canAccess || !isSchoolType(school.type)) return null;

  const open = (action: PendingSchoolAction) => {
    const refusal = pendingSchoolActionRefusal(school.type, action);
    if (refusal) setAlert(refusal);
    else if (action === 'merge') setMerging(true);
    else setPromoting(true);
  };

  const merge = async () => {
    if (!target) return;
    const outcome = await run(
      (provider) =>
        provider.action('pending_schools', 'merge', {
          id: school.id,
          data: { actualSchoolId: target.id },
        }),
      // The pending school is gone: its page is left for the school's, not refreshed.
      {
        success: ({ data }) => `${school.name} was merged into ${data.school.name}`,
        refresh: false,
      },
    );
    if (!outcome.ok) return;
    setMerging(false);
    redirect('edit', 'lead_sources', outcome.result.data.school.id);
  };
  const promote = async () => {
    const outcome = await run(
      (provider) =>
        provider.action('pending_schools', 'promote', { id: school.id, data: { school: {} } }),
      { success: `${school.name} is now a school` },
    );
    if (outcome.ok) setPromoting(false);
  };

  return (
    <>
      <Stack direction="row" spacing={1}>
        <Button variant="outlined" onClick={() => open('merge')}>
          Merge into a school
        </Button>
        <Button variant="outlined" onClick={() => open('promote')}>
          Promote
        </Button>
      </Stack>
      <Dialog open={alert !== null} onClose={() => setAlert(null)} role="alertdialog">
        <DialogContent>
          <Alert severity="warning">{alert}</Alert>
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setAlert(null)} autoFocus>
            OK
          </Button>
        </DialogActions>
      </Dialog>
      <Dialog open={merging} onClose={() => setMerging(false)} fullWidth maxWidth="sm">
        <DialogTitle>Merge {school.name}</DialogTitle>
        <DialogContent>
          <DialogContentText>
            Everything that points at this pending school will point at the school you choose, and
            the pending school is deleted.
          </DialogContentText>
          <SchoolPicker value={target} onChange={setTarget} excludeId={school.id} />
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setMerging(false)}>Cancel</Button>
          <Button onClick={merge} disabled={!target || isSending} variant="contained">
            Merge
          </Button>
        </DialogActions>
      </Dialog>
      <Confirm
        isOpen={promoting}
        loading={isSending}
        title={`Promote ${school.name}?`}
        content="It becomes an actual school, offered wherever schools are chosen."
        confirm="Promote"
        onConfirm={promote}
        onClose={() => setPromoting(false)}
      />
    </>
  );
}
