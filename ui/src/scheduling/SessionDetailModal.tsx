import { useEffect, useState, type ReactNode } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import Link from '@mui/material/Link';
import { useTheme } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { HttpClient } from '@tp/data-provider';
import { isSessionCancelable } from '@tp/domain';
import { useErrorToast } from '../toast/error-toast.ts';
import { useToast } from '../toast/useToast.ts';
import { ConfirmDialog } from './session-detail/ConfirmDialog.tsx';
import { SessionDetailBody } from './session-detail/SessionDetailBody.tsx';
import { browserZone } from './session-detail/format-session-time.ts';
import {
  cancelSession,
  loadSessionDetail,
  type DetailedSession,
} from './session-detail/session-detail-api.ts';
import { sessionLinks } from './session-detail/session-links.ts';
import { ClosableDialogTitle } from '../dialogs/ClosableDialogTitle.tsx';

/**
 * Which app opens the modal: its links (profile, course, session page) differ per app, and
 * the student and parent apps only look (no cancel, edit, check-in or attaching).
 */
export type SchedulingApp = 'tutor' | 'admin' | 'crm' | 'student' | 'parent';

export function isFamilyApp(app: SchedulingApp): app is 'student' | 'parent' {
  return app === 'student' || app === 'parent';
}

export interface SessionDetailModalProps {
  /** The session to show; null closes the modal. */
  sessionId: number | null;
  app: SchedulingApp;
  httpClient: HttpClient;
  onClose(): void;
  /** After a change made from the modal (cancel, notes, attachments). */
  onChanged?(): void;
  /** Edit opens the session editor on this session. */
  onEdit?(sessionId: number): void;
  /**
   * Whether the viewer may change this session in the editor (default: any session they may
   * cancel). The tutor app passes the editor's rule: a tutor edits only the Tutoring sessions
   * they supervise, so Edit is not offered on a course's class only to be refused on save.
   */
  canEditSession?(session: DetailedSession): boolean;
  /** The viewer's zone for the time (their own; the browser's when unset). */
  timeZone?: string;
  /**
   * The viewer's employee id: in the tutor app, Cancel and Edit are offered only on the
   * sessions they supervise (the server refuses the others anyway).
   */
  viewerEmployeeId?: number | null;
  /**
   * The app's own buttons for the loaded session (the student and parent apps' cancel,
   * reschedule and unreserve), beside Close.
   */
  extraActions?(session: DetailedSession, now: Date): ReactNode;
  /**
   * The substitute-tutor pencil beside the tutor (spec §6: ADMIN only, brands with joint
   * sessions, attendance not taken: domain's canSubstituteTutor): the app passes whether the
   * viewer may, and what the pencil opens.
   */
  canSubstitute?(session: DetailedSession): boolean;
  onSubstitute?(session: DetailedSession): void;
}

export const SESSION_CANCEL_QUESTION = 'Are you sure you want to cancel this session?';
export const SESSION_CANCELED_MESSAGE = 'The session has been canceled.';

/** A loaded session and the time it was loaded at (the modal's "now": stable while open). */
type Loaded =
  | { sessionId: number; session: DetailedSession; now: Date }
  | { sessionId: number; error: true };

/**
 * The session detail modal (scheduling spec §2): tutor, attendees, location, time and duration
 * in the viewer's zone, topic, parent update, notes, attachments, the launch report, the video
 * and check-in links, the app's links, Cancel (with a confirmation) and Edit. Full screen on
 * phones.
 */
export function SessionDetailModal({
  sessionId,
  app,
  httpClient,
  onClose,
  onChanged,
  onEdit,
  canEditSession,
  canSubstitute,
  onSubstitute,
  timeZone,
  viewerEmployeeId,
  extraActions,
}: SessionDetailModalProps) {
  const theme = useTheme();
  const isPhone = useMediaQuery(theme.breakpoints.down('sm'), { noSsr: true });
  const toast = useToast();
  const toastError = useErrorToast();
  const [loaded, setLoaded] = useState<Loaded | null>(null);
  const [version, setVersion] = useState(0);
  const [isConfirming, setIsConfirming] = useState(false);
  const [isCanceling, setIsCanceling] = useState(false);
  const zone = timeZone ?? browserZone();

  useEffect(() => {
    if (sessionId === null) return;
    const controller = new AbortController();
    loadSessionDetail(httpClient, sessionId, controller.signal).then(
      // Read once per load: the buttons do not flicker as the clock moves.
      (session) => setLoaded({ sessionId, session, now: new Date() }),
      (error: unknown) => {
        if (controller.signal.aborted) return;
        setLoaded({ sessionId, error: true });
        toastError(error);
      },
    );
    return () => controller.abort();
  }, [httpClient, sessionId, version, toastError]);

  const current = loaded && loaded.sessionId === sessionId ? loaded : null;
  const session = current && 'session' in current ? current.session : null;
  const now = current && 'now' in current ? current.now : new Date();
  // Students and parents change sessions only through their own calls (extraActions); staff
  // may change any session; a tutor their own.
  const isOwn =
    !isFamilyApp(app) &&
    (app !== 'tutor' ||
      viewerEmployeeId === undefined ||
      (session !== null && session.supervisorId === viewerEmployeeId));
  const canCancel = session !== null && isOwn && isSessionCancelable(session, now);
  const canEdit =
    session !== null &&
    isOwn &&
    onEdit !== undefined &&
    !session.canceledAt &&
    (canEditSession?.(session) ?? true);

  const confirmCancel = () => {
    if (!session) return;
    setIsCanceling(true);
    cancelSession(httpClient, session.id).then(
      () => {
        setIsCanceling(false);
        setIsConfirming(false);
        toast.success(SESSION_CANCELED_MESSAGE);
        setVersion((v) => v + 1);
        onChanged?.();
      },
      (error: unknown) => {
        setIsCanceling(false);
        setIsConfirming(false);
        toastError(error);
      },
    );
  };

  const title = session ? session.course?.title || session.name || 'Session' : 'Session';

  return (
    <Dialog
      open={sessionId !== null}
      onClose={onClose}
      fullScreen={isPhone}
      fullWidth
      maxWidth="sm"
      aria-labelledby="session-detail-title"
    >
      <ClosableDialogTitle id="session-detail-title" onClose={onClose}>
        {title}
      </ClosableDialogTitle>
      <DialogContent dividers>
        {session ? (
          <>
            <SessionDetailBody
              session={session}
              app={app}
              httpClient={httpClient}
              timeZone={zone}
              now={now}
              onSubstitute={
                onSubstitute && canSubstitute?.(session) ? () => onSubstitute(session) : undefined
              }
            />
            <Box sx={{ display: 'flex', gap: 2, flexWrap: 'wrap', mt: 1 }}>
              {sessionLinks(app, session).map((link) => (
                <Link key={link.href} href={link.href}>
                  {link.label}
                </Link>
              ))}
            </Box>
          </>
        ) : current && 'error' in current ? (
          <Alert severity="error">This session could not be loaded.</Alert>
        ) : (
          <Box sx={{ display: 'flex', justifyContent: 'center', py: 4 }}>
            <CircularProgress aria-label="Loading session" />
          </Box>
        )}
      </DialogContent>
      <DialogActions sx={{ flexWrap: 'wrap', gap: 1 }}>
        {canCancel ? (
          <Button color="error" onClick={() => setIsConfirming(true)}>
            Cancel session
          </Button>
        ) : null}
        <Box sx={{ flexGrow: 1 }} />
        {session && extraActions ? extraActions(session, now) : null}
        {canEdit ? (
          <Button variant="outlined" onClick={() => onEdit?.(session.id)}>
            Edit
          </Button>
        ) : null}
        <Button variant="contained" onClick={onClose}>
          Close
        </Button>
      </DialogActions>
      <ConfirmDialog
        open={isConfirming}
        title="Cancel session"
        question={SESSION_CANCEL_QUESTION}
        confirmLabel="Yes, cancel it"
        dismissLabel="No, keep it"
        isBusy={isCanceling}
        onConfirm={confirmCancel}
        onDismiss={() => setIsConfirming(false)}
      />
    </Dialog>
  );
}
