import { useState } from 'react';
import { useUnsavedChanges } from '../forms/unsaved-changes.tsx';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { HttpClient } from '@tp/data-provider';
import {
  ATTENDANCE_INVALID_MESSAGE,
  ATTENDANCE_NOT_OPEN_MESSAGE,
  attendanceRefusal,
} from '@tp/domain';
import { useErrorToast } from '../toast/error-toast.ts';
import { useToast } from '../toast/useToast.ts';
import { submitAttendance, type AttendanceSession } from './attendance-api.ts';
import type { AttendanceContext } from './attendance-context.ts';
import {
  attendanceSubmitBody,
  ATTENDANCE_TABLE_MAX_ROWS,
  initialAttendanceForm,
  isFormValid,
  showsTutorTable,
  toggleAllStudents,
  updateStudent,
  updateTutor,
} from './attendance-form.ts';
import { BulkAttendanceForm } from './BulkAttendanceForm.tsx';
import { StudentAttendanceList } from './StudentAttendanceList.tsx';
import { TutorAttendanceList } from './TutorAttendanceList.tsx';
import { submittedOnLabel } from './format-attendance-time.ts';

export const NO_STUDENTS_MESSAGE = 'No students to take attendance.';
export const ATTENDANCE_PENDING = 'Attendance Pending';
export const ATTENDANCE_SUBMITTED_MESSAGE = 'Attendance has been submitted for this session';

interface AttendanceSheetProps {
  session: AttendanceSession;
  context: AttendanceContext;
  mayEdit: boolean;
  now: Date;
  zone: string;
  selectedStudentId: number | null;
  httpClient: HttpClient;
  onSubmitted(): void;
}

/** Why attendance cannot be taken now, in the rule's words. */
function refusalMessage(session: AttendanceSession, now: Date): string {
  return (
    attendanceRefusal(
      {
        startsAt: new Date(session.startsAt),
        suppressAttendance: session.suppressAttendance,
        canceledAt: session.canceledAt ? new Date(session.canceledAt) : null,
      },
      now,
    ) ?? ATTENDANCE_NOT_OPEN_MESSAGE
  );
}

/** The attendance of one version of the session: status, the tables, and the submit. */
export function AttendanceSheet({
  session,
  context,
  mayEdit,
  now,
  zone,
  selectedStudentId,
  httpClient,
  onSubmitted,
}: AttendanceSheetProps) {
  const toast = useToast();
  const toastError = useErrorToast();
  const [form, setForm] = useState(() => initialAttendanceForm(session));
  const [isEditing, setIsEditing] = useState(false);
  const [isSubmitting, setIsSubmitting] = useState(false);
  // The attendance as last loaded or sent: what the table holds beyond it is unsaved.
  const [savedForm, setSavedForm] = useState(form);
  useUnsavedChanges(
    isEditing && !isSubmitting && JSON.stringify(form) !== JSON.stringify(savedForm),
  );
  const isValid = isFormValid(form, context);
  const isBulk = form.students.length > ATTENDANCE_TABLE_MAX_ROWS;

  const submit = (body = attendanceSubmitBody(form)) => {
    setIsSubmitting(true);
    submitAttendance(httpClient, session.id, body).then(
      () => {
        setIsSubmitting(false);
        setSavedForm(form);
        toast.success(ATTENDANCE_SUBMITTED_MESSAGE);
        onSubmitted();
      },
      (error: unknown) => {
        setIsSubmitting(false);
        toastError(error);
      },
    );
  };
  const submitBulk = (notes: string) =>
    submit({ attendances: form.students.map((row) => ({ id: row.id, attended: true, notes })) });

  const cancel = () => {
    setForm(initialAttendanceForm(session));
    setIsEditing(false);
  };

  return (
    <Paper variant="outlined" component="section" aria-labelledby="attendance-heading">
      <Box
        sx={{
          display: 'flex',
          flexWrap: 'wrap',
          alignItems: 'center',
          gap: 1,
          px: 2,
          py: 1.5,
          borderBottom: 1,
          borderColor: 'divider',
        }}
      >
        <Typography id="attendance-heading" variant="h6" component="h2" sx={{ flexGrow: 1 }}>
          Attendance
        </Typography>
        {context.attendanceTaken && session.attendanceTakenAt ? (
          <Typography variant="body2" color="text.secondary" data-testid="attendance-submitted-on">
            {submittedOnLabel(session.attendanceTakenAt, zone)}
          </Typography>
        ) : (
          <Chip color="warning" size="small" label={ATTENDANCE_PENDING} />
        )}
        {mayEdit && context.isOpen && form.students.length > 0 && !isEditing ? (
          <Button variant="outlined" size="small" onClick={() => setIsEditing(true)}>
            {context.attendanceTaken ? 'Edit Attendance' : 'Take Attendance'}
          </Button>
        ) : null}
      </Box>
      <Box sx={{ px: { xs: 1, sm: 2 }, pb: 2 }}>
        {form.students.length === 0 ? (
          <Typography color="text.secondary" sx={{ py: 3, textAlign: 'center' }}>
            {NO_STUDENTS_MESSAGE}
          </Typography>
        ) : (
          <>
            {mayEdit && !context.isOpen ? (
              <Alert severity="info" sx={{ mt: 2 }}>
                {refusalMessage(session, now)}
              </Alert>
            ) : null}
            {showsTutorTable(form) ? (
              <TutorAttendanceList
                rows={form.tutors}
                isEditing={isEditing}
                zone={zone}
                onChange={(id, attended) =>
                  setForm((current) => updateTutor(current, id, attended))
                }
              />
            ) : null}
            {isBulk ? (
              isEditing ? (
                <BulkAttendanceForm
                  count={form.students.length}
                  context={context}
                  isSubmitting={isSubmitting}
                  onSubmit={submitBulk}
                />
              ) : (
                <Typography sx={{ py: 2 }}>
                  {form.students.filter((row) => row.attended).length} of {form.students.length}{' '}
                  students attended.
                </Typography>
              )
            ) : (
              <StudentAttendanceList
                rows={form.students}
                context={context}
                session={session}
                isEditing={isEditing}
                selectedStudentId={selectedStudentId}
                zone={zone}
                now={now}
                onToggleAll={() => setForm(toggleAllStudents)}
                onChange={(id, change) => setForm((current) => updateStudent(current, id, change))}
              />
            )}
            {isEditing ? (
              <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1, pt: 2 }}>
                {!isValid ? (
                  <Typography color="error" variant="body2" role="alert" sx={{ flexGrow: 1 }}>
                    {ATTENDANCE_INVALID_MESSAGE}
                  </Typography>
                ) : (
                  <Box sx={{ flexGrow: 1 }} />
                )}
                <Button onClick={cancel} disabled={isSubmitting}>
                  Cancel
                </Button>
                {isBulk ? null : (
                  <Button
                    variant="contained"
                    disabled={!isValid || isSubmitting}
                    onClick={() => submit()}
                  >
                    Submit Attendance
                  </Button>
                )}
              </Box>
            ) : null}
          </>
        )}
      </Box>
    </Paper>
  );
}
