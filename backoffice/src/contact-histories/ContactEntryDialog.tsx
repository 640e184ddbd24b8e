import {
  Alert,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  MenuItem,
  Stack,
  TextField,
} from '@mui/material';
import {
  CALL_OUTCOMES,
  CALL_TYPES,
  NOTE_BLANK_MESSAGE,
  NOTE_BODY_MAX,
  SMS_DIRECTIONS,
  errorsToSentence,
  recommendationRefusal,
  type ContactHistory,
  type ContactRegardingType,
} from '@tp/domain';
import { useState } from 'react';
import { HttpError, useCreate, useNotify, useUpdate } from 'react-admin';

/** What the dialog writes: a note or recommendation, a call, an SMS, or an edit of one. */
export type ContactEntry =
  | { kind: 'Note' | 'Recommendation' }
  | { kind: 'Call' }
  | { kind: 'SMS' }
  | { kind: 'Edit'; activity: ContactHistory };

const TITLES = {
  Note: 'Add Note',
  Recommendation: 'Add Recommendation',
  Call: 'Log call',
  SMS: 'Log SMS',
  Edit: 'Edit',
} as const;

/** The field errors of a refused save, as one sentence (spec §8 "joined as a sentence"). */
function problemOf(error: unknown): string {
  if (error instanceof HttpError) {
    const body = error.body as { errors?: Record<string, string[]> } | undefined;
    if (body?.errors && Object.keys(body.errors).length > 0) return errorsToSentence(body.errors);
  }
  return error instanceof Error ? error.message : 'The entry could not be saved.';
}

/**
 * The form behind Add Note, Add Recommendation, Log call, Log SMS and Edit (spec §5 Notes):
 * the same rules the server applies are checked first (a blank note, a recommendation only
 * about a student), then the server's answer is shown as a sentence.
 */
export function ContactEntryDialog({
  entry,
  regardingType,
  regardingId,
  onClose,
}: {
  entry: ContactEntry;
  regardingType: ContactRegardingType;
  regardingId: number;
  onClose: (saved: boolean) => void;
}) {
  const notify = useNotify();
  const [create, { isPending: isCreating }] = useCreate();
  const [update, { isPending: isUpdating }] = useUpdate();
  const editing = entry.kind === 'Edit' ? entry.activity : null;
  const isCall = entry.kind === 'Call' || (editing !== null && editing.type !== 'Note');
  const [body, setBody] = useState(editing?.body ?? '');
  const [callType, setCallType] = useState<string>(CALL_TYPES[0]);
  const [outcome, setOutcome] = useState<string>(editing?.outcome ?? 'Connected');
  const [direction, setDirection] = useState<string>(SMS_DIRECTIONS[0]);
  const [problem, setProblem] = useState<string | null>(null);
  const isPending = isCreating || isUpdating;

  const save = async () => {
    const text = body.trim();
    const isNote =
      entry.kind === 'Note' || entry.kind === 'Recommendation' || editing?.type === 'Note';
    if (isNote && text === '') return setProblem(NOTE_BLANK_MESSAGE);
    if (entry.kind === 'SMS' && text === '') return setProblem('The message can’t be blank.');
    if (entry.kind === 'Recommendation') {
      const refusal = recommendationRefusal('Recommendation', regardingType);
      if (refusal) return setProblem(refusal);
    }
    const about = { regardingType, regardingId };
    try {
      if (editing) {
        const resource = editing.type === 'Note' ? 'notes' : 'calls';
        const data = editing.type === 'Note' ? { body: text } : { body: text, outcome };
        await update(
          resource,
          {
            id: editing.id,
            data: { ...data, lockVersion: editing.lockVersion },
            previousData: editing,
          },
          { mutationMode: 'pessimistic', returnPromise: true },
        );
      } else if (entry.kind === 'Call') {
        await create(
          'calls',
          { data: { ...about, type: callType, outcome, ...(text ? { body: text } : {}) } },
          { returnPromise: true },
        );
      } else if (entry.kind === 'SMS') {
        await create('sms', { data: { ...about, direction, body: text } }, { returnPromise: true });
      } else {
        await create(
          'notes',
          { data: { ...about, kind: entry.kind, body: text } },
          { returnPromise: true },
        );
      }
      notify(editing ? 'Saved.' : `${TITLES[entry.kind]}: saved.`, { type: 'info' });
      onClose(true);
    } catch (error) {
      setProblem(problemOf(error));
    }
  };

  return (
    <Dialog open onClose={() => onClose(false)} fullWidth maxWidth="sm">
      <DialogTitle>{editing ? `Edit ${editing.type}` : TITLES[entry.kind]}</DialogTitle>
      <DialogContent>
        <Stack spacing={2} sx={{ pt: 1 }}>
          {problem ? <Alert severity="error">{problem}</Alert> : null}
          {entry.kind === 'Call' ? (
            <TextField
              select
              label="Call"
              value={callType}
              onChange={(event) => setCallType(event.target.value)}
            >
              {CALL_TYPES.map((type) => (
                <MenuItem key={type} value={type}>
                  {type}
                </MenuItem>
              ))}
            </TextField>
          ) : null}
          {isCall ? (
            <TextField
              select
              label="Outcome"
              value={outcome}
              onChange={(event) => setOutcome(event.target.value)}
            >
              {CALL_OUTCOMES.map((value) => (
                <MenuItem key={value} value={value}>
                  {value}
                </MenuItem>
              ))}
            </TextField>
          ) : null}
          {entry.kind === 'SMS' ? (
            <TextField
              select
              label="Direction"
              value={direction}
              onChange={(event) => setDirection(event.target.value)}
            >
              {SMS_DIRECTIONS.map((value) => (
                <MenuItem key={value} value={value}>
                  {value === 'Outbound' ? 'Sent to the family' : 'Received from the family'}
                </MenuItem>
              ))}
            </TextField>
          ) : null}
          <TextField
            label={entry.kind === 'SMS' ? 'Message' : isCall ? 'Notes' : 'Note'}
            multiline
            minRows={4}
            value={body}
            onChange={(event) => setBody(event.target.value)}
            slotProps={{ htmlInput: { maxLength: NOTE_BODY_MAX } }}
            helperText={`${body.length} / ${NOTE_BODY_MAX}`}
          />
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={() => onClose(false)}>Cancel</Button>
        <Button variant="contained" onClick={() => void save()} disabled={isPending}>
          Save
        </Button>
      </DialogActions>
    </Dialog>
  );
}
