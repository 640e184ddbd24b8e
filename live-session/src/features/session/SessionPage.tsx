import { memo, useEffect, useRef, useState } from 'react';
import { Link as RouterLink, useNavigate, useParams, useSearchParams } from 'react-router';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import Paper from '@mui/material/Paper';
import {
  HOMEWORK_HELP_IDENTIFIER,
  SESSION_CLOSED_TOAST,
  SESSION_REOPENED_TOAST,
  SPLIT_SESSION_REDIRECT_MS,
  canOn,
  isInSplitWindow,
  sessionsContract,
  splitSessionMessage,
} from '@tp/domain';
import {
  AttendancePanel,
  CHECK_IN_WINDOW_FEATURES,
  checkInUrl,
  useErrorToast,
  useToast,
} from '@tp/ui';
import { useAppServices } from '../../app/AppServicesContext.ts';
import { useSignIn } from '../../sign-in/SignInContext.ts';
import { FullPageSpinner } from '../auth/FullPageSpinner.tsx';
import { displayTimeZone } from '../shell/display-zone.ts';
import { SessionActions } from './SessionActions.tsx';
import { SessionHeader } from './SessionHeader.tsx';
import { SplitSessionDialog } from './SplitSessionDialog.tsx';
import {
  launchUrl,
  resetSessionSubject,
  saveSuppressAttendance,
  sessionStudents,
} from './session-page-api.ts';
import { useHomeworkHelpUpdates } from './useHomeworkHelpUpdates.ts';
import { useLaunchableAtClock } from './useLaunchableAtClock.ts';
import { useLiveSession } from './useLiveSession.ts';
import { useSecondTick } from './useSecondTick.ts';
import { useTutoringTimers } from './useTutoringTimers.ts';

const DASHBOARD = '/tutor/dashboard';

/** The panel's props do not change with the page's second tick: it renders when they do. */
const StableAttendancePanel = memo(AttendancePanel);

/** Opens the meeting or the board beside the page; false when a popup blocker refused it. */
function openWindow(url: string, target = '_blank', features?: string): boolean {
  return window.open(url, target, features) !== null;
}

/**
 * The session in progress (spec §2 tutor.session at /tutor/sessions/{sessionId}?launch=):
 * its head, buttons and the attendance panel, kept live by the homework-help channels (§4).
 * `launch=true` opens the host's meeting once on arrival, then drops the flag from the address
 * so a reload does not launch again.
 */
export function SessionPage() {
  const sessionId = Number(useParams().sessionId);
  const [params, setParams] = useSearchParams();
  const navigate = useNavigate();
  const { httpClient } = useAppServices();
  const { user } = useSignIn();
  const toast = useToast();
  const showError = useErrorToast();
  const now = useSecondTick();
  const { state, reload } = useLiveSession(httpClient, sessionId);
  const session = useLaunchableAtClock(
    state.status === 'loaded' ? state.session : null,
    now,
    reload,
  );
  // The tutor's pick; none (or a student no longer there) means the first student (spec §4).
  const [chosenStudentId, setChosenStudentId] = useState<number | null>(null);
  const [panelReloadKey, setPanelReloadKey] = useState(0);
  const [isSaving, setIsSaving] = useState(false);
  const [isLaunchBlocked, setIsLaunchBlocked] = useState(false);
  const [isSplitting, setIsSplitting] = useState(false);
  const announcedSplit = useRef<number | null>(null);

  useTutoringTimers(session, now);

  const shouldLaunch = params.get('launch') === 'true';
  useEffect(() => {
    if (!session || !shouldLaunch) return;
    if (session.canLaunch && session.launchable)
      // The popup's fate is the browser's answer at this moment, only known here.
      // eslint-disable-next-line react-hooks/set-state-in-effect
      setIsLaunchBlocked(!openWindow(launchUrl(sessionId)));
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        next.set('launch', 'false');
        return next;
      },
      { replace: true },
    );
  }, [session, shouldLaunch, sessionId, setParams]);

  // Spec §4: the split is announced once (its live update, or the tutor's own split answer,
  // whichever comes first), then the page moves to the new session without launching.
  const followSplit = (newSessionId: number, subjectName: string | undefined) => {
    if (announcedSplit.current === newSessionId) return;
    announcedSplit.current = newSessionId;
    toast.info(splitSessionMessage(subjectName));
    setTimeout(
      () => void navigate(`/tutor/sessions/${newSessionId}?launch=false`),
      SPLIT_SESSION_REDIRECT_MS,
    );
  };

  useHomeworkHelpUpdates(sessionId, {
    onUpdated: reload,
    onDestroyed: () => void navigate(DASHBOARD),
    onSplit: ({ newSessionId, subjectName }) => followSplit(newSessionId, subjectName),
    onAttendanceChanged: () => {
      setChosenStudentId(null);
      reload();
      setPanelReloadKey((key) => key + 1);
    },
  });

  if (state.status === 'loading') return <FullPageSpinner label="Loading session…" />;
  if (state.status === 'failed') {
    const isMissing = state.httpStatus === 404 || state.httpStatus === 403;
    return (
      <Box sx={{ p: { xs: 2, sm: 3 } }}>
        <Alert
          severity="error"
          action={
            isMissing ? undefined : (
              <Button color="inherit" onClick={reload}>
                Try again
              </Button>
            )
          }
        >
          {isMissing ? 'This session could not be found.' : 'This session could not be loaded.'}
        </Alert>
        <Button component={RouterLink} to={DASHBOARD} sx={{ mt: 2 }}>
          Return Home
        </Button>
      </Box>
    );
  }

  const live = session ?? state.session;
  const students = sessionStudents(live);
  const selectedStudentId = students.some((student) => student.id === chosenStudentId)
    ? chosenStudentId
    : (students[0]?.id ?? null);
  const toggleClosed = () => {
    const closing = !live.suppressAttendance;
    setIsSaving(true);
    saveSuppressAttendance(httpClient, live, closing)
      .then(() => toast.success(closing ? SESSION_CLOSED_TOAST : SESSION_REOPENED_TOAST), showError)
      .finally(() => {
        setIsSaving(false);
        reload();
        setPanelReloadKey((key) => key + 1);
      });
  };
  const canSplit =
    live.identifier === HOMEWORK_HELP_IDENTIFIER &&
    live.canceledAt === null &&
    user !== null &&
    canOn(sessionsContract, user, 'split', live) &&
    isInSplitWindow(live, now);
  const removeSubject = () => resetSessionSubject(httpClient, live.id).then(reload, showError);

  return (
    <Box sx={{ p: { xs: 1.5, sm: 3 }, display: 'flex', flexDirection: 'column', gap: 2 }}>
      <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 }, display: 'grid', gap: 2 }}>
        <SessionHeader
          session={live}
          now={now}
          timeZone={displayTimeZone(user)}
          selectedStudentId={selectedStudentId}
          onSelectStudent={setChosenStudentId}
        />
        <Divider />
        <SessionActions
          session={live}
          now={now}
          isBusy={isSaving}
          onOpenWindow={(url) => setIsLaunchBlocked(!openWindow(url))}
          onOpenCheckIn={() =>
            openWindow(checkInUrl(live.id), 'check-in', CHECK_IN_WINDOW_FEATURES)
          }
          onToggleClosed={toggleClosed}
          onRemoveSubject={removeSubject}
          canSplit={canSplit}
          onSplit={() => setIsSplitting(true)}
        />
        <SplitSessionDialog
          isOpen={isSplitting}
          httpClient={httpClient}
          sessionId={live.id}
          currentSubjectId={live.subjectId ?? live.course?.subjectId ?? null}
          students={students}
          onSplit={({ newSessionId, subjectName }) => {
            setIsSplitting(false);
            followSplit(newSessionId, subjectName);
          }}
          onClose={() => setIsSplitting(false)}
        />
        {isLaunchBlocked ? (
          <Alert severity="warning" onClose={() => setIsLaunchBlocked(false)}>
            The browser blocked the video window. Allow pop-ups for this site, then use Launch or
            Join again.
          </Alert>
        ) : null}
      </Paper>
      <StableAttendancePanel
        sessionId={live.id}
        app="tutor"
        httpClient={httpClient}
        reloadKey={panelReloadKey}
        selectedStudentId={selectedStudentId}
        timeZone={displayTimeZone(user)}
        onSaved={reload}
      />
    </Box>
  );
}
