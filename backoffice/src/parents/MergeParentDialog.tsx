import { useState } from 'react';
import {
  Autocomplete,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogContentText,
  DialogTitle,
  TextField,
} from '@mui/material';
import { useGetList } from 'react-admin';
import type { Parent } from '@tp/domain';
import { useActionCall } from '../actions/useActionCall.ts';
import { parentName } from './parentChoices.ts';

/** Choosing the contact to merge, then confirming; once merged, `kept` says where to. */
type Step = 'choose' | 'confirm';

/**
 * Merge another contact into this one (POST /parents/merge): choose it, confirm (it is
 * removed, its students move here), then the Merge Complete dialog tells staff which e-mail is
 * on file, to tell the customer (spec §8).
 */
export function MergeParentDialog({ parent, onClose }: { parent: Parent; onClose(): void }) {
  const { run, isSending } = useActionCall();
  const [step, setStep] = useState<Step>('choose');
  const [search, setSearch] = useState('');
  const [other, setOther] = useState<Parent | null>(null);
  const [notes, setNotes] = useState('');
  const [kept, setKept] = useState<Parent | null>(null);
  const { data: found = [] } = useGetList<Parent>('parents', {
    pagination: { page: 1, perPage: 10 },
    sort: { field: 'lastName', order: 'ASC' },
    filter: search.trim() ? { query: search.trim() } : {},
  });
  const choices = found.filter((candidate) => candidate.id !== parent.id);

  async function merge() {
    if (!other) return;
    const outcome = await run((provider) =>
      provider.action('parents', 'merge', {
        data: { currentId: parent.id, transferId: other.id, notes },
      }),
    );
    if (outcome.ok) setKept(outcome.result.data.parent);
    else setStep('choose');
  }

  if (kept) {
    return (
      <Dialog open onClose={onClose} maxWidth="xs" fullWidth>
        <DialogTitle>Merge Complete</DialogTitle>
        <DialogContent>
          <DialogContentText>
            The accounts have been merged into {parentName(kept)}. Please tell the customer that the
            e-mail on file is {kept.email}.
          </DialogContentText>
        </DialogContent>
        <DialogActions>
          <Button variant="contained" onClick={onClose}>
            OK
          </Button>
        </DialogActions>
      </Dialog>
    );
  }

  return (
    <Dialog open onClose={onClose} maxWidth="sm" fullWidth>
      <DialogTitle>Merge into {parentName(parent)}</DialogTitle>
      <DialogContent>
        {step === 'choose' ? (
          <>
            <Autocomplete<Parent>
              options={choices}
              value={other}
              onChange={(_event, value) => setOther(value)}
              onInputChange={(_event, value) => setSearch(value)}
              getOptionLabel={(option) => `${parentName(option)} (${option.email})`}
              isOptionEqualToValue={(option, value) => option.id === value.id}
              filterOptions={(options) => options}
              renderInput={(params) => (
                <TextField {...params} label="Contact to merge" margin="dense" />
              )}
            />
            <TextField
              label="Notes"
              value={notes}
              onChange={(event) => setNotes(event.target.value)}
              multiline
              minRows={2}
              fullWidth
              margin="dense"
              slotProps={{ htmlInput: { maxLength: 1000 } }}
            />
          </>
        ) : (
          <DialogContentText>
            {other ? parentName(other) : ''} ({other?.email}) will be removed: their students,
            shipments and referrals move to {parentName(parent)}, and their account is closed. This
            cannot be undone.
          </DialogContentText>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Cancel</Button>
        {step === 'choose' ? (
          <Button variant="contained" disabled={!other} onClick={() => setStep('confirm')}>
            Merge
          </Button>
        ) : (
          <Button
            variant="contained"
            color="error"
            disabled={isSending}
            onClick={() => void merge()}
          >
            Merge and remove
          </Button>
        )}
      </DialogActions>
    </Dialog>
  );
}
