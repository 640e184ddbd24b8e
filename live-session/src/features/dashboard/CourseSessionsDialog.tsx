import { useEffect, useMemo, useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { STAFFING_MESSAGES, canSelectSession, sessionTypeLabel, type Session } from '@tp/domain';
import { SessionEditorDialog, UnsavedChangesScope, useErrorToast, useToast } from '@tp/ui';
import { useAppServices } from '../../app/AppServicesContext.ts';
import { useSignIn } from '../../sign-in/SignInContext.ts';
import { ConfirmDialog } from '../schedule/ConfirmDialog.tsx';
import { displayTimeZone } from '../shell/display-zone.ts';
import { deleteCourseSessions, loadUpcomingCourseSessions } from './course-sessions-api.ts';

/** Spec §6, in the tutor's words: why most sessions of a group course cannot be checked. */
export const ONLY_OWN_TUTORING_HINT = 'You can select the Tutoring sessions you supervise.';

export interface CourseSessionsDialogProps {
  /** The course whose sessions are listed and the dialog's title; null keeps it closed. */
  target: { courseId: number; title: string } | null;
  onClose(): void;
  /** After sessions were edited or deleted: the dashboard's lists and agenda reload. */
  onChanged(): void;
}

function sessionWhen(session: Session, zone: string): string {
  const start = new Date(session.startsAt);
  const end = new Date(session.endsAt);
  const day = new Intl.DateTimeFormat('en-US', {
    timeZone: zone,
    weekday: 'short',
    month: 'short',
    day: 'numeric',
  }).format(start);
  const time = new Intl.DateTimeFormat('en-US', {
    timeZone: zone,
    hour: 'numeric',
    minute: '2-digit',
  });
  return `${day}, ${time.format(start)} – ${time.format(end)}`;
}

/**
 * A course's upcoming sessions for the tutor to edit in bulk (spec §1 "edit calendar sessions
 * in bulk", §6): only the Tutoring sessions they supervise can be checked; the checked ones open
 * in the session editor (Tutors required hidden) or are deleted after "Are you sure you want to
 * delete the checked session(s)?". The server holds the same rule (403 otherwise).
 */
export function CourseSessionsDialog({ target, onClose, onChanged }: CourseSessionsDialogProps) {
  const { httpClient } = useAppServices();
  const { user } = useSignIn();
  const toast = useToast();
  const toastError = useErrorToast();
  const zone = displayTimeZone(user);
  const isNarrow = useMediaQuery('(max-width:599.95px)');
  const [version, setVersion] = useState(0);
  // Each answer is kept with the request it answers, so a new request reads as loading.
  const [answer, setAnswer] = useState<{ key: string; sessions: Session[] } | null>(null);
  const [checked, setChecked] = useState<number[]>([]);
  const [isEditing, setEditing] = useState(false);
  const [isConfirming, setConfirming] = useState(false);
  const [isDeleting, setDeleting] = useState(false);
  const courseId = target?.courseId ?? null;
  const requestKey = `${courseId}|${version}`;
  const sessions = answer?.key === requestKey ? answer.sessions : null;

  useEffect(() => {
    if (courseId === null) return;
    const controller = new AbortController();
    loadUpcomingCourseSessions(httpClient, courseId, controller.signal).then(
      (list) => setAnswer({ key: requestKey, sessions: list }),
      (error: unknown) => {
        if (controller.signal.aborted) return;
        setAnswer({ key: requestKey, sessions: [] });
        toastError(error);
      },
    );
    return () => controller.abort();
    // toastError is a stable toast callback.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [httpClient, courseId, requestKey]);

  const selectable = useMemo(
    () => (sessions ?? []).filter((s) => user !== null && canSelectSession(user, s)),
    [sessions, user],
  );
  const selectableIds = new Set(selectable.map((s) => s.id));
  const checkedIds = checked.filter((id) => selectableIds.has(id));
  const allChecked = selectable.length > 0 && checkedIds.length === selectable.length;

  const toggle = (id: number) =>
    setChecked((ids) => (ids.includes(id) ? ids.filter((x) => x !== id) : [...ids, id]));
  const toggleAll = () => setChecked(allChecked ? [] : selectable.map((s) => s.id));
  const afterChange = () => {
    setChecked([]);
    setVersion((v) => v + 1);
    onChanged();
  };
  const close = () => {
    setChecked([]);
    onClose();
  };

  const confirmDelete = async () => {
    if (courseId === null) return;
    setDeleting(true);
    try {
      await deleteCourseSessions(httpClient, courseId, checkedIds);
      toast.success(STAFFING_MESSAGES.sessionsDeleted);
      afterChange();
    } catch (error) {
      toastError(error);
    } finally {
      setDeleting(false);
      setConfirming(false);
    }
  };

  return (
    <>
      <Dialog
        open={target !== null && !isEditing}
        onClose={close}
        fullScreen={isNarrow}
        fullWidth
        maxWidth="sm"
        aria-labelledby="course-sessions-title"
      >
        <DialogTitle id="course-sessions-title">{target?.title}</DialogTitle>
        <DialogContent dividers>
          {sessions === null ? (
            <Box sx={{ display: 'flex', justifyContent: 'center', py: 4 }}>
              <CircularProgress aria-label="Loading sessions" />
            </Box>
          ) : sessions.length === 0 ? (
            <Typography color="text.secondary">No upcoming sessions.</Typography>
          ) : (
            <>
              {selectable.length < sessions.length ? (
                <Alert severity="info" sx={{ mb: 1 }}>
                  {ONLY_OWN_TUTORING_HINT}
                </Alert>
              ) : null}
              <FormControlLabel
                control={
                  <Checkbox
                    checked={allChecked}
                    indeterminate={checkedIds.length > 0 && !allChecked}
                    disabled={selectable.length === 0}
                    onChange={toggleAll}
                  />
                }
                label="Select all"
              />
              <List dense aria-label="Upcoming sessions">
                {sessions.map((session) => {
                  const canCheck = selectableIds.has(session.id);
                  const labelId = `course-session-${session.id}`;
                  const supervisor = session.supervisor
                    ? `${session.supervisor.firstName} ${session.supervisor.lastName}`
                    : null;
                  return (
                    <ListItem key={session.id} disablePadding divider>
                      <ListItemButton onClick={() => toggle(session.id)} disabled={!canCheck} dense>
                        <ListItemIcon sx={{ minWidth: 40 }}>
                          <Checkbox
                            edge="start"
                            checked={checkedIds.includes(session.id)}
                            disabled={!canCheck}
                            tabIndex={-1}
                            disableRipple
                            slotProps={{ input: { 'aria-labelledby': labelId } }}
                          />
                        </ListItemIcon>
                        <ListItemText
                          id={labelId}
                          primary={sessionWhen(session, zone)}
                          secondary={[sessionTypeLabel(session.type), session.name, supervisor]
                            .filter(Boolean)
                            .join(' · ')}
                        />
                      </ListItemButton>
                    </ListItem>
                  );
                })}
              </List>
            </>
          )}
        </DialogContent>
        <DialogActions sx={{ flexWrap: 'wrap', gap: 1 }}>
          <Typography variant="body2" color="text.secondary" sx={{ mr: 'auto', pl: 1 }}>
            {checkedIds.length} selected
          </Typography>
          <Button onClick={close}>Close</Button>
          <Button
            color="error"
            variant="outlined"
            disabled={checkedIds.length === 0 || isDeleting}
            onClick={() => setConfirming(true)}
          >
            Delete selected
          </Button>
          <Button
            variant="contained"
            disabled={checkedIds.length === 0}
            onClick={() => setEditing(true)}
          >
            Edit selected
          </Button>
        </DialogActions>
      </Dialog>
      <ConfirmDialog
        isOpen={isConfirming}
        title="Delete sessions?"
        confirmLabel="Delete"
        isBusy={isDeleting}
        onClose={() => setConfirming(false)}
        onConfirm={() => void confirmDelete()}
      >
        <DialogContentText>{STAFFING_MESSAGES.confirmDelete}</DialogContentText>
      </ConfirmDialog>
      {courseId !== null ? (
        <UnsavedChangesScope>
          {(confirmDiscard) => (
            <SessionEditorDialog
              open={isEditing}
              app="tutor"
              httpClient={httpClient}
              sessionIds={checkedIds}
              courseId={courseId}
              tutorId={user?.tutorId ?? undefined}
              timeZone={zone}
              onClose={() => confirmDiscard(() => setEditing(false))}
              onSaved={afterChange}
            />
          )}
        </UnsavedChangesScope>
      ) : null}
    </>
  );
}
