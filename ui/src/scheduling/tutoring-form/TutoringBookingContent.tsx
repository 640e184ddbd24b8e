import { useCallback, useEffect, useMemo, useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { HttpClient } from '@tp/data-provider';
import {
  FAMILY_BOOKING_POLICY,
  FORM_ERRORS_MESSAGE,
  REPEAT_CHOICES,
  bookingPlanSummary,
  bookingPolicyFor,
  type Enrollment,
} from '@tp/domain';
import { useErrorToast } from '../../toast/error-toast.ts';
import type { EventDialogUser } from '../EventDialog.tsx';
import {
  bookTutoring,
  loadStudentEnrollments,
  loadTutorStudents,
  rescheduleTutoring,
  type TutorStudent,
} from './tutoring-api.ts';
import { FamilyBookingFields } from './FamilyBookingFields.tsx';
import {
  isFamilyStartOffered,
  newFamilyTutoringState,
  newTutoringState,
  plannedStarts,
  tutoringDuration,
  tutoringPayload,
  tutoringStateErrors,
  type FamilyBookingTarget,
  type TutoringFormState,
} from './tutoring-form-state.ts';
import { TutoringBookingOutcome } from './TutoringBookingOutcome.tsx';
import { TutoringScheduleFields } from './TutoringScheduleFields.tsx';
import { useBookingSteps } from './useBookingSteps.ts';
import { useLoaded } from './useLoaded.ts';
import { ClosableDialogTitle } from '../../dialogs/ClosableDialogTitle.tsx';
import { useUnsavedChanges } from '../../forms/unsaved-changes.tsx';

/** What the tutor is told of dates past their published availability (kept, booked later). */
export const PENDING_DATES_NOTE =
  'Pending dates are kept and booked when your availability reaches them.';

/** The same for a family: the availability is their tutor's, not theirs. */
export const FAMILY_PENDING_DATES_NOTE =
  "Pending dates are kept and booked when the tutor's availability reaches them.";

/** A family's start that is not one the form offers (taken, too late, or none fits). */
export const FAMILY_START_NOT_OFFERED = 'Pick one of the start times offered';

interface TutoringBookingContentProps {
  slot: { start: Date; end: Date };
  httpClient: HttpClient;
  /**
   * The tutor app: the signed-in tutor, whose time is booked under their booking policy; or the
   * student and parent apps (`family`): their student with the enrollment's tutor, under the
   * family policy (no custom duration, starts from the availability picked).
   */
  booker: { kind: 'tutor'; user: EventDialogUser & { tutorId: number } } | FamilyBooker;
  zone: string;
  onBack(): void;
  onClose(): void;
  onChanged?(): void;
}

/** The student and parent apps' booker: what they book on, and the planner's "now". */
export interface FamilyBooker {
  kind: 'family';
  target: FamilyBookingTarget;
  now: Date;
  /** Moves this tutoring (PUT /tutorings/{id}/reschedule) instead of booking a new one. */
  rescheduleOf?: number;
}

/**
 * The New Event modal's student-selector tutoring form (spec §2 "either a scheduling form or a
 * student-selector tutoring form"; "Tutoring booking form with states confirm, review and
 * error"): one of the tutor's students and their enrollment, the date and time, the duration
 * (60, 90, 120 or custom), the repeat and notes; confirm lists the dates, POST /tutorings
 * books them, and the answer is the review (each date booked, pending or failed with why) or
 * "We can't schedule that session" with the reasons as a sentence.
 */
export function TutoringBookingContent({
  slot,
  httpClient,
  booker,
  zone,
  onBack,
  onClose,
  onChanged,
}: TutoringBookingContentProps) {
  const toastError = useErrorToast();
  const family = booker.kind === 'family' ? booker : null;
  const policy = useMemo(
    () => (booker.kind === 'family' ? FAMILY_BOOKING_POLICY : bookingPolicyFor(booker.user)),
    [booker],
  );
  const tutorId = booker.kind === 'family' ? booker.target.tutorId : booker.user.tutorId;
  const [openingState] = useState<TutoringFormState>(() =>
    booker.kind === 'family'
      ? newFamilyTutoringState(booker.target, zone, booker.now)
      : newTutoringState(slot, zone),
  );
  const [state, setState] = useState(openingState);
  const students = useLoaded<TutorStudent[]>(
    // The family's student is given; only a tutor picks one of theirs (one load per opening).
    booker.kind === 'family' ? null : (signal) => loadTutorStudents(httpClient, signal),
    'students',
  );
  const studentChoices: TutorStudent[] | null =
    booker.kind === 'family'
      ? [{ id: booker.target.student.id, name: booker.target.student.name }]
      : students.error
        ? []
        : (students.data ?? null);
  const change = useCallback(
    (changes: Partial<TutoringFormState>) => setState((current) => ({ ...current, ...changes })),
    [],
  );
  function pickEnrollment(enrollment: Enrollment | null) {
    change({
      enrollmentId: enrollment?.id ?? null,
      forceDuration: enrollment?.course?.brand?.forceDuration ?? null,
    });
  }
  const enrollments = useLoaded<Enrollment[]>(
    state.studentId === null || booker.kind === 'family'
      ? null
      : (signal) =>
          loadStudentEnrollments(httpClient, state.studentId!, signal).then((found) => {
            // A single enrollment is the one to book on.
            if (found.length === 1 && !signal.aborted) pickEnrollment(found[0]!);
            return found;
          }),
    String(state.studentId),
  );
  // While another student's enrollments load, the last student's are not offered.
  const enrollmentChoices = enrollments.isLoading ? [] : (enrollments.data ?? []);
  useEffect(() => {
    const error = students.error ?? enrollments.error;
    if (error) toastError(error);
  }, [students.error, enrollments.error, toastError]);

  const flow = useBookingSteps({
    errorsOf: () => {
      const found = tutoringStateErrors(state, policy);
      // A family books only a start the form offers (spec §5: an hour before the availability
      // ends, not over their own sessions); with none offered, Continue would only fail later.
      if (family && !found.time && !isFamilyStartOffered(family.target, state, zone, family.now))
        found.time = [FAMILY_START_NOT_OFFERED];
      return found;
    },
    send: () => {
      const payload = tutoringPayload(state, zone, tutorId);
      return family?.rescheduleOf !== undefined
        ? rescheduleTutoring(httpClient, family.rescheduleOf, payload)
        : bookTutoring(httpClient, payload);
    },
    onFailure: toastError,
    ...(onChanged ? { onBooked: onChanged } : {}),
  });
  const { step, errors, answer, isSending } = flow;
  // Choices made and not booked yet: closing or leaving asks first (not once answered).
  useUnsavedChanges(
    step !== 'outcome' && !isSending && JSON.stringify(state) !== JSON.stringify(openingState),
  );
  const errorOf = (field: string) => errors[field]?.[0];
  const duration = tutoringDuration(state);
  const starts = step === 'confirm' ? plannedStarts(state, zone) : [];

  return (
    <>
      <ClosableDialogTitle id="event-dialog-title" onClose={onClose}>
        {family?.rescheduleOf !== undefined ? 'Reschedule tutoring' : 'Book tutoring'}
      </ClosableDialogTitle>
      <DialogContent dividers>
        {step === 'form' && family ? (
          <>
            {flow.hasErrors ? <Alert severity="error">{FORM_ERRORS_MESSAGE}</Alert> : null}
            <FamilyBookingFields
              target={family.target}
              state={state}
              zone={zone}
              now={family.now}
              errors={errors}
              httpClient={httpClient}
              isReschedule={family.rescheduleOf !== undefined}
              onChange={change}
            />
          </>
        ) : null}
        {step === 'form' && !family ? (
          <Stack spacing={2} sx={{ pt: 1 }}>
            {flow.hasErrors ? <Alert severity="error">{FORM_ERRORS_MESSAGE}</Alert> : null}
            <TextField
              select
              label="Student"
              required
              value={state.studentId ?? ''}
              onChange={(event) => {
                change({
                  studentId: Number(event.target.value),
                  enrollmentId: null,
                  forceDuration: null,
                });
              }}
              error={Boolean(errorOf('studentId')) || studentChoices?.length === 0}
              helperText={
                studentChoices?.length === 0
                  ? 'You have no students to book yet.'
                  : (errorOf('studentId') ?? ' ')
              }
              disabled={studentChoices === null || studentChoices.length === 0}
            >
              {(studentChoices ?? []).map((student) => (
                <MenuItem key={student.id} value={student.id}>
                  {student.name}
                </MenuItem>
              ))}
            </TextField>
            <TextField
              select
              label="Tutoring enrollment"
              required
              value={state.enrollmentId ?? ''}
              onChange={(event) =>
                pickEnrollment(
                  enrollmentChoices.find((e) => e.id === Number(event.target.value)) ?? null,
                )
              }
              error={Boolean(errorOf('enrollmentId'))}
              helperText={
                errorOf('enrollmentId') ??
                (state.studentId === null ? 'Choose the student first.' : ' ')
              }
              disabled={state.studentId === null}
            >
              {enrollmentChoices.map((enrollment) => (
                <MenuItem key={enrollment.id} value={enrollment.id}>
                  {enrollment.courseTitle}
                </MenuItem>
              ))}
            </TextField>
            <TutoringScheduleFields
              state={state}
              onChange={change}
              errors={errors}
              allowCustomDuration={policy.allowCustomDuration}
              timeHelperText={`In ${zone}`}
              repeatChoices={REPEAT_CHOICES}
            />
          </Stack>
        ) : null}
        {step === 'confirm' ? (
          <Stack spacing={1}>
            <Typography>
              {studentChoices?.find((s) => s.id === state.studentId)?.name}:{' '}
              {bookingPlanSummary({ starts, duration, zone })}
              {state.repeat === 'all' ? ', then weekly for all remaining hours' : ''}.
            </Typography>
            <Typography variant="body2" color="text.secondary">
              {family
                ? "Each date is checked against the tutor's availability and your hours when you book."
                : 'Each date is checked against your availability and both schedules when you book.'}
            </Typography>
          </Stack>
        ) : null}
        {step === 'outcome' && answer ? (
          <TutoringBookingOutcome
            answer={answer}
            zone={zone}
            pendingNote={family ? FAMILY_PENDING_DATES_NOTE : PENDING_DATES_NOTE}
            layout="list"
          />
        ) : null}
      </DialogContent>
      {/* The gap spaces the buttons; MUI's own left margin on top of it pushes the last past a phone's edge. */}
      <DialogActions sx={{ flexWrap: 'wrap', gap: 1, '& > :not(style) ~ :not(style)': { ml: 0 } }}>
        <Box sx={{ flexGrow: 1 }} />
        {step === 'form' && !family ? <Button onClick={onBack}>Back</Button> : null}
        {step === 'confirm' || answer?.kind === 'error' ? (
          <Button onClick={flow.backToForm} disabled={isSending}>
            Back to the form
          </Button>
        ) : null}
        <Button onClick={onClose} disabled={isSending}>
          Close
        </Button>
        {step === 'form' ? (
          <Button variant="contained" onClick={() => flow.onContinue()}>
            Continue
          </Button>
        ) : null}
        {step === 'confirm' ? (
          <Button variant="contained" onClick={flow.onBook} disabled={isSending}>
            {state.repeat === 'all'
              ? 'Book sessions'
              : starts.length > 1
                ? `Book ${starts.length} sessions`
                : 'Book session'}
          </Button>
        ) : null}
      </DialogActions>
    </>
  );
}
