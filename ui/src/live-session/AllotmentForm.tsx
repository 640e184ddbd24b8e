import { useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import Chip from '@mui/material/Chip';
import FormControlLabel from '@mui/material/FormControlLabel';
import Typography from '@mui/material/Typography';
import type { AllotmentsRead } from '@tp/domain';
import {
  allotmentSummary,
  initialAllotmentForm,
  setEntryMinutes,
  squareCount,
  type AllotmentFormState,
} from './allotment-form.ts';
import { AllotmentSquares } from './AllotmentSquares.tsx';
import { useUnsavedChanges } from '../forms/unsaved-changes.tsx';

export const ALLOTMENT_QUESTION = 'What subjects did you work on today?';

const BALANCE_COLORS = { perfect: 'success', under: 'warning', over: 'error' } as const;

interface AllotmentFormProps {
  read: AllotmentsRead;
  isSaving: boolean;
  /** Cancel is offered when there is a read view to go back to. */
  onCancel: (() => void) | null;
  onSubmit(form: AllotmentFormState): void;
}

/**
 * The subject allocation form (spec §2, §5): 10-minute squares per subject, a running total
 * with minutes left and "N minutes under/over" or "Perfect!", the skip checkbox (enabled only
 * when allowed), Cancel and Submit (enabled when the total is right or skipped).
 */
export function AllotmentForm({ read, isSaving, onCancel, onSubmit }: AllotmentFormProps) {
  const [form, setForm] = useState(() => initialAllotmentForm(read));
  useUnsavedChanges(
    !isSaving && JSON.stringify(form) !== JSON.stringify(initialAllotmentForm(read)),
  );
  const summary = allotmentSummary(form, read.totalMinutes, read.skipAllowed);
  const squares = squareCount(read.totalMinutes);
  const isSkipping = form.skip && read.skipAllowed;
  return (
    <Box component="form" aria-labelledby="allotment-question" onSubmit={(e) => e.preventDefault()}>
      <Typography id="allotment-question" variant="h6" component="h2" sx={{ mb: 1 }}>
        {ALLOTMENT_QUESTION}
      </Typography>
      {form.entries.length === 0 ? (
        <Typography color="text.secondary" sx={{ py: 2 }}>
          No subjects to allot for this session.
        </Typography>
      ) : (
        <Box component="ul" aria-label="Subjects" sx={{ listStyle: 'none', m: 0, p: 0 }}>
          {form.entries.map((entry) => (
            <AllotmentSquares
              key={entry.subjectId}
              entry={entry}
              squares={squares}
              disabled={isSkipping || isSaving}
              onChange={(minutes) =>
                setForm((current) => setEntryMinutes(current, entry.subjectId, minutes))
              }
            />
          ))}
        </Box>
      )}
      <Box
        data-testid="allotment-total"
        sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1, py: 1.5 }}
      >
        <Typography variant="body2">
          {summary.allotted} of {read.totalMinutes} minutes · {summary.left} minutes left
        </Typography>
        {isSkipping ? null : (
          <Chip
            size="small"
            color={BALANCE_COLORS[summary.balance.status]}
            label={summary.balance.message}
          />
        )}
      </Box>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1 }}>
        <FormControlLabel
          control={
            <Checkbox
              checked={form.skip}
              disabled={!read.skipAllowed || isSaving}
              onChange={(event) =>
                setForm((current) => ({ ...current, skip: event.target.checked }))
              }
            />
          }
          label="Skip Subject Allocations?"
          sx={{ flexGrow: 1 }}
        />
        {onCancel ? (
          <Button onClick={onCancel} disabled={isSaving}>
            Cancel
          </Button>
        ) : null}
        <Button
          variant="contained"
          type="submit"
          disabled={!summary.isValid || isSaving}
          onClick={() => onSubmit(form)}
        >
          Submit
        </Button>
      </Box>
    </Box>
  );
}
