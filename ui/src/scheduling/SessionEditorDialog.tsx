import { useContext, useMemo, useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { readCallFailure, type HttpClient } from '@tp/data-provider';
import {
  SESSION_EDITOR_MESSAGES,
  batchFromRows,
  calendarDateIn,
  rowAlerts,
  type SessionBatchResult,
} from '@tp/domain';
import { ToastContext } from '../toast/ToastContext.ts';
import { noticeForError } from '../toast/error-toast.ts';
import { httpPlacesAdapter } from '../inputs/places-adapter.ts';
import type { SchedulingApp } from './SessionDetailModal.tsx';
import { EditorForm } from './session-editor/EditorForm.tsx';
import { RowsCards } from './session-editor/RowsCards.tsx';
import { RowsTable } from './session-editor/RowsTable.tsx';
import { rowMessagesOfFailure } from './session-editor/save-failure.ts';
import { useEditorData, type EditorData } from './session-editor/useEditorData.ts';
import { useEditorRows } from './session-editor/useEditorRows.ts';
import { useUnsavedChanges } from '../forms/unsaved-changes.tsx';

export type SessionEditorNoticeKind = 'success' | 'error';

export interface SessionEditorDialogProps {
  open: boolean;
  app: SchedulingApp;
  httpClient: HttpClient;
  /** Sessions to edit (replaced on save); empty with a courseId adds new sessions. */
  sessionIds: number[];
  courseId?: number;
  /** The tutor the editor schedules for when opened from the tutor app. */
  tutorId?: number;
  onClose(): void;
  onSaved?(): void;
  /** The zone rows are read in (the tutor's, or the staff member's); the browser's by default. */
  timeZone?: string;
  /** The current instant, for the past-date alert; the browser's clock by default. */
  now?: Date;
  /**
   * Shows a toast; by default the nearest ToastProvider's (the live-session app). The
   * back-office passes react-admin's notify.
   */
  onNotify?(kind: SessionEditorNoticeKind, message: string, title?: string): void;
}

const browserZone = () => Intl.DateTimeFormat().resolvedOptions().timeZone;

/**
 * The session editor (scheduling spec §2, §4, §5): a form that adds sessions to a table
 * (repeated 1 to 52 weeks at the same local time), selected rows that the form applies to,
 * the Alerts column (holiday name, past date, overlap, errors), and Save: the whole table in
 * one call (POST /sessions/batch), where each edited session is replaced in the same
 * transaction. Tutors required is hidden in the tutor app. Full screen with a card per row
 * under 600 px.
 */
export function SessionEditorDialog(props: SessionEditorDialogProps) {
  const { open, httpClient, sessionIds, onClose } = props;
  const zone = props.timeZone ?? browserZone();
  const isNarrow = useMediaQuery('(max-width:599.95px)');
  const load = useEditorData({ open, httpClient, sessionIds, courseId: props.courseId, zone });
  return (
    <Dialog
      open={open}
      onClose={onClose}
      fullScreen={isNarrow}
      fullWidth
      maxWidth="lg"
      aria-labelledby="session-editor-title"
    >
      <DialogTitle id="session-editor-title">{SESSION_EDITOR_MESSAGES.title}</DialogTitle>
      {load.status === 'ready' ? (
        <EditorBody {...props} zone={zone} isNarrow={isNarrow} data={load.data} />
      ) : (
        <>
          <DialogContent>
            {load.status === 'loading' ? (
              <Stack sx={{ alignItems: 'center', py: 4 }}>
                <CircularProgress aria-label="Loading sessions" />
              </Stack>
            ) : (
              <Alert severity="error">
                {noticeForError(load.error)?.message ?? SESSION_EDITOR_MESSAGES.notSaved}
              </Alert>
            )}
          </DialogContent>
          <DialogActions>
            <Button onClick={onClose}>Cancel</Button>
          </DialogActions>
        </>
      )}
    </Dialog>
  );
}

function EditorBody(
  props: SessionEditorDialogProps & { zone: string; isNarrow: boolean; data: EditorData },
) {
  const { app, httpClient, zone, isNarrow, data, onClose } = props;
  const toasts = useContext(ToastContext);
  const notify = (kind: SessionEditorNoticeKind, message: string, title?: string) =>
    props.onNotify ? props.onNotify(kind, message, title) : toasts?.[kind](message, title);
  // Read once per opening: the alerts (past dates) and the first row's date follow it.
  const [now] = useState(() => props.now ?? new Date());
  const showTutorsRequired = app !== 'tutor';
  const editor = useEditorRows({
    zone,
    types: data.types,
    initialDate: calendarDateIn(now, zone),
    initialRows: data.rows,
  });
  const [isSaving, setIsSaving] = useState(false);
  useUnsavedChanges(editor.isDirty && !isSaving);
  // The Place's address search goes through the server's places lookup.
  const places = useMemo(() => httpPlacesAdapter(httpClient), [httpClient]);

  const alerts = useMemo(
    () => rowAlerts(editor.rows, { now, zone, errors: editor.rowErrors }),
    [editor.rows, editor.rowErrors, now, zone],
  );

  const invalidForm = () =>
    notify('error', SESSION_EDITOR_MESSAGES.invalidForm, SESSION_EDITOR_MESSAGES.invalidFormTitle);

  async function save() {
    if (data.courseId === null) return;
    if (!editor.checkRows()) {
      invalidForm();
      return;
    }
    const sent = editor.changedRows;
    setIsSaving(true);
    try {
      await httpClient<SessionBatchResult>('/api/v2/sessions/batch', {
        method: 'POST',
        body: batchFromRows(sent, {
          courseId: data.courseId,
          zone,
          tutorId: app === 'tutor' ? (props.tutorId ?? null) : null,
          deleteIds: editor.deletedIds,
        }),
      });
      notify('success', SESSION_EDITOR_MESSAGES.saved);
      props.onSaved?.();
      onClose();
    } catch (error) {
      const byIndex = rowMessagesOfFailure(error);
      editor.setRowErrors(
        new Map([...byIndex].map(([index, messages]) => [sent[index]!.key, messages])),
      );
      if (readCallFailure(error).status === 422 && byIndex.size > 0) invalidForm();
      else {
        const notice = noticeForError(error);
        if (notice) notify('error', notice.message, notice.title);
      }
    } finally {
      setIsSaving(false);
    }
  }

  const addSessions = () => {
    if (!editor.addRows()) invalidForm();
  };
  const applyToSelected = () => {
    if (!editor.applyToSelected()) invalidForm();
  };

  const view = {
    rows: editor.rows,
    alerts,
    selected: editor.selected,
    zone,
    onToggle: editor.toggle,
    onToggleAll: editor.toggleAll,
    showTutorsRequired,
  };

  return (
    <>
      <DialogContent dividers>
        {data.courseId === null ? (
          <Alert severity="error" sx={{ mb: 2 }}>
            Open the editor from a course or its sessions to add sessions.
          </Alert>
        ) : null}
        <EditorForm
          form={editor.form}
          errors={editor.formErrors}
          types={data.types}
          showTutorsRequired={showTutorsRequired}
          hasSelection={editor.hasSelection}
          onChange={editor.changeForm}
          places={places}
        />
        <Box
          sx={{
            display: 'grid',
            gap: 1,
            my: 1.5,
            gridTemplateColumns: { xs: '1fr 1fr', sm: 'repeat(4, max-content)' },
          }}
        >
          <Button
            variant="contained"
            size={isNarrow ? 'small' : 'medium'}
            onClick={addSessions}
            disabled={editor.hasSelection}
          >
            Add sessions
          </Button>
          <Button
            variant="outlined"
            size={isNarrow ? 'small' : 'medium'}
            onClick={applyToSelected}
            disabled={!editor.hasSelection}
          >
            Apply to selected
          </Button>
          <Button
            variant="outlined"
            size={isNarrow ? 'small' : 'medium'}
            onClick={editor.duplicateSelected}
            disabled={!editor.hasSelection}
          >
            Duplicate selected
          </Button>
          <Button
            variant="outlined"
            color="error"
            size={isNarrow ? 'small' : 'medium'}
            onClick={editor.removeSelected}
            disabled={!editor.hasSelection}
          >
            Remove selected
          </Button>
        </Box>
        {editor.rows.length === 0 ? (
          <Typography color="text.secondary" sx={{ py: 2 }}>
            {SESSION_EDITOR_MESSAGES.emptyHint}
          </Typography>
        ) : isNarrow ? (
          <RowsCards {...view} />
        ) : (
          <RowsTable {...view} />
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Cancel</Button>
        <Button
          variant="contained"
          onClick={() => void save()}
          disabled={isSaving || !editor.isDirty || data.courseId === null}
        >
          Save
        </Button>
      </DialogActions>
    </>
  );
}
