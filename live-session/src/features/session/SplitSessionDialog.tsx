import { useEffect, useState } from 'react';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import FormLabel from '@mui/material/FormLabel';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import type { HttpClient } from '@tp/data-provider';
import type { SessionSplitResult, Subject } from '@tp/domain';
import { useErrorToast } from '@tp/ui';
import { loadSubjects } from '../family/study-areas/study-areas-api.ts';
import { splitSession } from './session-split-api.ts';

interface SplitSessionDialogProps {
  isOpen: boolean;
  httpClient: HttpClient;
  sessionId: number;
  /** The subject the session works on now: not offered. */
  currentSubjectId: number | null;
  students: { id: number; name: string }[];
  onSplit(result: SessionSplitResult): void;
  onClose(): void;
}

/**
 * Split Session (spec §4 homework help): the subject the session continues with and the
 * students who go on with it (all by default). The server splits it; the page then moves to
 * the new session as the split's live update says.
 */
export function SplitSessionDialog({
  isOpen,
  httpClient,
  sessionId,
  currentSubjectId,
  students,
  onSplit,
  onClose,
}: SplitSessionDialogProps) {
  const showError = useErrorToast();
  const [subjects, setSubjects] = useState<Subject[] | null>(null);
  const [subjectId, setSubjectId] = useState<number | ''>('');
  const [leftOut, setLeftOut] = useState<ReadonlySet<number>>(new Set());
  const [isSaving, setIsSaving] = useState(false);

  useEffect(() => {
    if (!isOpen || subjects) return;
    const controller = new AbortController();
    loadSubjects(httpClient, controller.signal).then(setSubjects, (error: unknown) => {
      if (!controller.signal.aborted) showError(error);
    });
    return () => controller.abort();
  }, [isOpen, subjects, httpClient, showError]);

  const chosen = students.filter((student) => !leftOut.has(student.id));
  const toggle = (id: number) =>
    setLeftOut((current) => {
      const next = new Set(current);
      if (next.has(id)) next.delete(id);
      else next.add(id);
      return next;
    });
  const canSplit = subjectId !== '' && !isSaving && (students.length === 0 || chosen.length > 0);
  const confirm = () => {
    if (subjectId === '') return;
    setIsSaving(true);
    splitSession(httpClient, sessionId, {
      subjectId,
      ...(students.length > 0 ? { studentIds: chosen.map((student) => student.id) } : {}),
    })
      .then(onSplit, showError)
      .finally(() => setIsSaving(false));
  };

  return (
    <Dialog open={isOpen} onClose={isSaving ? undefined : onClose} aria-labelledby="split-title">
      <DialogTitle id="split-title">Split Session</DialogTitle>
      <DialogContent sx={{ display: 'grid', gap: 2 }}>
        <DialogContentText>
          The session ends now and continues as a new session of the subject you choose, with you
          and the students you keep checked.
        </DialogContentText>
        <TextField
          select
          label="Subject"
          value={subjectId}
          onChange={(event) => setSubjectId(Number(event.target.value))}
          disabled={!subjects}
          helperText={subjects ? undefined : 'Loading subjects…'}
        >
          {(subjects ?? [])
            .filter((subject) => subject.id !== currentSubjectId)
            .map((subject) => (
              <MenuItem key={subject.id} value={subject.id}>
                {subject.name}
              </MenuItem>
            ))}
        </TextField>
        {students.length > 0 ? (
          <FormGroup>
            <FormLabel component="legend">Students who go on</FormLabel>
            {students.map((student) => (
              <FormControlLabel
                key={student.id}
                label={student.name}
                control={
                  <Checkbox
                    checked={!leftOut.has(student.id)}
                    onChange={() => toggle(student.id)}
                  />
                }
              />
            ))}
          </FormGroup>
        ) : null}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={isSaving}>
          Cancel
        </Button>
        <Button variant="contained" onClick={confirm} disabled={!canSplit}>
          Split
        </Button>
      </DialogActions>
    </Dialog>
  );
}
