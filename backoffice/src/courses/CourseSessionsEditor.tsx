import { useMemo, useState } from 'react';
import {
  Alert,
  Button,
  Checkbox,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableHead,
  TableRow,
  Tooltip,
  IconButton,
  Typography,
} from '@mui/material';
import EditIcon from '@mui/icons-material/Edit';
import { useCanAccess, useGetList, useNotify, useRecordContext } from 'react-admin';
import {
  STAFFING_MESSAGES,
  canSelectSession,
  hasRole,
  isAssignDisabled,
  isUnassignDisabled,
  type Course,
  type Session,
  type Tutor,
} from '@tp/domain';
import { actionErrorMessage, actionFieldError } from '../actions/actionErrors.ts';
import { useQualification } from '../scheduling/useQualification.ts';
import { SubstituteTutorDialog } from '../sessions/SubstituteTutorDialog.tsx';
import { StaffPicker, notAcceptingRefusal, type StaffChoice } from './StaffPicker.tsx';
import { PendingConfirm } from '../actions/PendingConfirm.tsx';
import { useActionCall } from '../actions/useActionCall.ts';
import { useAuthUser } from '../auth/AuthUserContext.tsx';
import { sessionTypeLabel } from '@tp/domain';
import { formatInZone } from '../time/formatInZone.ts';
import { useDisplayTimeZone } from '../time/useDisplayTimeZone.ts';

/** Each session's tutors come embedded, so the table names them without more requests. */
const WITH_TUTORS = { include: 'assignments.employee' };
const tutorName = (tutor: Pick<Tutor, 'firstName' | 'lastName'>) =>
  `${tutor.firstName} ${tutor.lastName}`;

/** "Manage sessions": opens the course sessions editor for those allowed to staff courses. */
export function ManageSessionsButton() {
  const course = useRecordContext<Course>();
  const [open, setOpen] = useState(false);
  const { canAccess = false } = useCanAccess({
    action: 'assignTutor',
    resource: 'courses',
    record: course,
  });
  if (!course || !canAccess) return null;
  return (
    <>
      <Button size="small" variant="outlined" onClick={() => setOpen(true)}>
        Manage sessions
      </Button>
      {open ? <CourseSessionsEditor course={course} onClose={() => setOpen(false)} /> : null}
    </>
  );
}

type Pending = 'unassign' | 'delete';

/**
 * The course sessions editor (spec scheduling §2, §5, §6, §8): select sessions of the course
 * (an admin any of them; a tutor only Tutoring sessions they supervise), assign a tutor to
 * them, unassign a tutor from them, or delete them, each confirmed where the spec asks.
 */
export function CourseSessionsEditor({ course, onClose }: { course: Course; onClose: () => void }) {
  const { user } = useAuthUser();
  const zone = useDisplayTimeZone();
  const notify = useNotify();
  const { run: call, isSending } = useActionCall();
  const [selected, setSelected] = useState<number[]>([]);
  const [tutor, setTutor] = useState<StaffChoice | null>(null);
  const [pending, setPending] = useState<Pending | null>(null);
  const [substituting, setSubstituting] = useState<Session | null>(null);
  /** The server's refusal of the last assign (spec §5, §8), shown in the modal. */
  const [refusal, setRefusal] = useState<string | null>(null);

  const {
    data: sessions = [],
    isPending,
    isFetching,
  } = useGetList<Session>('sessions', {
    filter: { courseId: course.id },
    pagination: { page: 1, perPage: 100 },
    sort: { field: 'startsAt', order: 'ASC' },
    meta: WITH_TUTORS,
  });
  // Busy from a click until the table shows its outcome (a call refreshes the sessions).
  const processing = isSending || isFetching;
  const onCourseIds = useMemo(
    () => [
      ...new Set(
        sessions.flatMap((session) => (session.assignments ?? []).map((a) => a.employeeId)),
      ),
    ],
    [sessions],
  );
  const qualification = useQualification(tutor?.id ?? null, course.brand?.name ?? null);
  const isQualified = qualification !== 'unqualified';
  const notAccepting = notAcceptingRefusal(tutor, onCourseIds);

  const selectable = useMemo(
    () => sessions.filter((session) => user && canSelectSession(user, session)),
    [sessions, user],
  );
  const chosen = sessions.filter((session) => selected.includes(session.id));
  const removable = tutor
    ? chosen.filter((session) =>
        (session.assignments ?? []).some((assignment) => assignment.employeeId === tutor.id),
      ).length
    : 0;
  const isAllSelected = selectable.length > 0 && selected.length === selectable.length;
  // Spec scheduling §6: the substitute pencil is ADMIN only, for brands with joint sessions,
  // while attendance has not been taken.
  const canSubstitute =
    Boolean(user && hasRole(user.roles, 'admin')) && Boolean(course.brand?.includeJointSessions);

  const toggle = (id: number) =>
    setSelected((ids) => (ids.includes(id) ? ids.filter((x) => x !== id) : [...ids, id]));

  async function run(action: 'assignTutor' | 'unassignTutor' | 'deleteSessions') {
    setRefusal(null);
    const outcome = await call(
      (provider) =>
        action === 'deleteSessions'
          ? provider.action('courses', action, { id: course.id, data: { sessionIds: selected } })
          : provider.action('courses', action, {
              id: course.id,
              data: { sessionIds: selected, employeeId: tutor!.id },
            }),
      {
        failure: (error) => actionFieldError(error, 'employeeId') ?? actionErrorMessage(error),
      },
    );
    if (outcome.ok) {
      // Spec §8: a partial removal is an error ("Not all your assignments were removed").
      const { message, partial } = outcome.result.data;
      notify(message, { type: partial ? 'error' : 'success' });
      if (action === 'deleteSessions') setSelected([]);
    } else if (action === 'assignTutor') {
      setRefusal(actionFieldError(outcome.error, 'employeeId'));
    }
  }

  const assign = () => {
    if (!tutor) {
      notify(STAFFING_MESSAGES.selectTutor, { type: 'error' });
      return;
    }
    void run('assignTutor');
  };

  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="md" aria-labelledby="sessions-editor-title">
      <DialogTitle id="sessions-editor-title">Sessions of {course.title}</DialogTitle>
      <DialogContent>
        <Stack
          direction={{ xs: 'column', sm: 'row' }}
          spacing={1}
          sx={{ my: 1, alignItems: { sm: 'flex-end' } }}
        >
          <StaffPicker
            brand={course.brand}
            value={tutor}
            onChange={(next) => {
              setTutor(next);
              setRefusal(null);
            }}
            onCourseIds={onCourseIds}
          />
          <Button
            variant="contained"
            disabled={
              notAccepting !== null ||
              isAssignDisabled({
                isProcessing: processing,
                selectedCount: selected.length,
                // One session: the server says whether it clashes; several: it assigns those free.
                matchCount: selected.length,
                isQualified,
              })
            }
            onClick={assign}
          >
            Assign
          </Button>
          <Button
            variant="outlined"
            disabled={isUnassignDisabled({
              isProcessing: processing,
              tutorId: tutor?.id ?? null,
              removableCount: removable,
            })}
            onClick={() => setPending('unassign')}
          >
            Unassign
          </Button>
          <Button
            variant="outlined"
            color="error"
            disabled={processing || selected.length === 0}
            onClick={() => setPending('delete')}
          >
            Delete
          </Button>
        </Stack>
        {tutor && !isQualified ? (
          <Alert severity="warning" sx={{ mb: 1 }}>
            {STAFFING_MESSAGES.notQualified}
          </Alert>
        ) : null}
        {notAccepting ? (
          <Alert severity="warning" sx={{ mb: 1 }}>
            {notAccepting}
          </Alert>
        ) : null}
        {refusal && isQualified && !notAccepting ? (
          <Alert severity="error" sx={{ mb: 1 }}>
            {refusal}
          </Alert>
        ) : null}
        {!isPending && sessions.length === 0 ? (
          <Alert severity="info">This course has no sessions.</Alert>
        ) : (
          <TableContainer sx={{ maxHeight: 420 }}>
            <Table size="small" stickyHeader>
              <TableHead>
                <TableRow>
                  <TableCell padding="checkbox">
                    <Checkbox
                      checked={isAllSelected}
                      indeterminate={selected.length > 0 && !isAllSelected}
                      onChange={() =>
                        setSelected(isAllSelected ? [] : selectable.map((session) => session.id))
                      }
                      slotProps={{ input: { 'aria-label': 'Select all sessions' } }}
                    />
                  </TableCell>
                  <TableCell>Date</TableCell>
                  <TableCell>Type</TableCell>
                  <TableCell>Tutors</TableCell>
                  {canSubstitute ? <TableCell>Substitute</TableCell> : null}
                </TableRow>
              </TableHead>
              <TableBody>
                {sessions.map((session) => {
                  const when = formatInZone(session.startsAt, zone);
                  const canSelect = selectable.includes(session);
                  return (
                    <TableRow key={session.id} hover selected={selected.includes(session.id)}>
                      <TableCell padding="checkbox">
                        <Checkbox
                          checked={selected.includes(session.id)}
                          disabled={!canSelect}
                          onChange={() => toggle(session.id)}
                          slotProps={{ input: { 'aria-label': `Select the session of ${when}` } }}
                        />
                      </TableCell>
                      <TableCell>{when}</TableCell>
                      <TableCell>{sessionTypeLabel(session.type)}</TableCell>
                      <TableCell>
                        {(session.assignments ?? [])
                          .map((assignment) =>
                            assignment.employee ? tutorName(assignment.employee) : '',
                          )
                          .filter(Boolean)
                          .join(', ') || (
                          <Typography variant="body2" color="warning.main" component="span">
                            Unassigned
                          </Typography>
                        )}
                      </TableCell>
                      {canSubstitute ? (
                        <TableCell>
                          {session.attendanceTakenAt ? null : (
                            <Tooltip title="Substitute tutor">
                              <IconButton
                                size="small"
                                disabled={processing}
                                onClick={() => setSubstituting(session)}
                                aria-label={`Substitute the tutor of the session of ${when}`}
                              >
                                <EditIcon fontSize="small" />
                              </IconButton>
                            </Tooltip>
                          )}
                        </TableCell>
                      ) : null}
                    </TableRow>
                  );
                })}
              </TableBody>
            </Table>
          </TableContainer>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Close</Button>
      </DialogActions>
      {substituting ? (
        <SubstituteTutorDialog
          session={substituting}
          brandName={course.brand?.name ?? null}
          onClose={() => setSubstituting(null)}
        />
      ) : null}
      <PendingConfirm
        pending={pending}
        title={(what) => (what === 'delete' ? 'Delete sessions' : 'Unassign tutor')}
        content={(what) =>
          what === 'delete' ? STAFFING_MESSAGES.confirmDelete : STAFFING_MESSAGES.confirmUnassign
        }
        onConfirm={(what) => void run(what === 'delete' ? 'deleteSessions' : 'unassignTutor')}
        onClose={() => setPending(null)}
      />
    </Dialog>
  );
}
