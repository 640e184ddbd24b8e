import { useCallback, useEffect, useMemo, useState } from 'react';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import CloseIcon from '@mui/icons-material/Close';
import type { HttpClient } from '@tp/data-provider';
import {
  BOOKING_DURATION_OPTIONS,
  BOOKING_ERROR_TITLE,
  BOOKING_NOTES_MAX,
  BOOKING_STATUS_LABELS,
  CUSTOM_BOOKING_DURATION,
  FAMILY_BOOKING_POLICY,
  REPEAT_CHOICES,
  bookingDayLabel,
  bookingErrorSentence,
  bookingPlanSummary,
  bookingPolicyFor,
  bookingReviewRows,
  bookingReviewSeverity,
  bookingReviewSummary,
  type BookingDateStatus,
  type Enrollment,
  type FieldErrors,
  type RepeatChoice,
} from '@tp/domain';
import { useErrorToast } from '../../toast/error-toast.ts';
import type { EventDialogUser } from '../EventDialog.tsx';
import {
  bookTutoring,
  loadStudentEnrollments,
  loadTutorStudents,
  rescheduleTutoring,
  type TutoringBookingAnswer,
  type TutorStudent,
} from './tutoring-api.ts';
import { FamilyBookingFields } from './FamilyBookingFields.tsx';
import {
  CUSTOM_DURATION,
  newFamilyTutoringState,
  newTutoringState,
  plannedStarts,
  tutoringDuration,
  tutoringPayload,
  tutoringStateErrors,
  type FamilyBookingTarget,
  type TutoringFormState,
} from './tutoring-form-state.ts';

/** What the tutor is told of dates past their published availability (kept, booked later). */
export const PENDING_DATES_NOTE =
  'Pending dates are kept and booked when your availability reaches them.';

/** Spec §8: an invalid form's message. */
const FORM_ERRORS_MESSAGE = 'Please fix the errors on the form.';

const STATUS_COLORS: Record<BookingDateStatus, 'success' | 'warning' | 'error' | 'default'> = {
  booked: 'success',
  pending: 'warning',
  failed: 'error',
  expired: 'default',
};

const timeLabel = (iso: string, zone: string) =>
  new Intl.DateTimeFormat('en-US', { timeZone: zone, hour: 'numeric', minute: '2-digit' }).format(
    new Date(iso),
  );

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
  const [state, setState] = useState<TutoringFormState>(() =>
    booker.kind === 'family'
      ? newFamilyTutoringState(booker.target, zone, booker.now)
      : newTutoringState(slot, zone),
  );
  const [students, setStudents] = useState<TutorStudent[] | null>(() =>
    booker.kind === 'family'
      ? [{ id: booker.target.student.id, name: booker.target.student.name }]
      : null,
  );
  const [enrollments, setEnrollments] = useState<Enrollment[]>([]);
  const [step, setStep] = useState<'form' | 'confirm' | 'outcome'>('form');
  const [hasTriedContinue, setHasTriedContinue] = useState(false);
  const [isSending, setIsSending] = useState(false);
  const [answer, setAnswer] = useState<TutoringBookingAnswer | null>(null);

  useEffect(() => {
    // The family's student is given; only a tutor picks one of theirs.
    if (booker.kind === 'family') return;
    const controller = new AbortController();
    loadTutorStudents(httpClient, controller.signal).then(setStudents, (error: unknown) => {
      if (controller.signal.aborted) return;
      setStudents([]);
      toastError(error);
    });
    return () => controller.abort();
    // One load per opening.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  useEffect(() => {
    if (state.studentId === null || booker.kind === 'family') return;
    const controller = new AbortController();
    loadStudentEnrollments(httpClient, state.studentId, controller.signal).then(
      (found) => {
        setEnrollments(found);
        // A single enrollment is the one to book on.
        if (found.length === 1) pickEnrollment(found[0]!);
      },
      (error: unknown) => {
        if (!controller.signal.aborted) toastError(error);
      },
    );
    return () => controller.abort();
    // Reloads only when the student changes.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [state.studentId]);

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

  const errors: FieldErrors = hasTriedContinue ? tutoringStateErrors(state, policy) : {};
  const errorOf = (field: string) => errors[field]?.[0];
  const duration = tutoringDuration(state);
  const isForced = state.forceDuration !== null && state.forceDuration > 0;

  const onContinue = () => {
    setHasTriedContinue(true);
    if (Object.keys(tutoringStateErrors(state, policy)).length === 0) setStep('confirm');
  };

  const onBook = () => {
    setIsSending(true);
    const payload = tutoringPayload(state, zone, tutorId);
    const request =
      family?.rescheduleOf !== undefined
        ? rescheduleTutoring(httpClient, family.rescheduleOf, payload)
        : bookTutoring(httpClient, payload);
    request.then(
      (result) => {
        setIsSending(false);
        setAnswer(result);
        setStep('outcome');
        if (result.kind === 'review') onChanged?.();
      },
      (error: unknown) => {
        setIsSending(false);
        toastError(error);
      },
    );
  };

  const starts = step === 'confirm' ? plannedStarts(state, zone) : [];
  const rows = answer?.meta ? bookingReviewRows(answer.meta) : [];

  return (
    <>
      <DialogTitle id="event-dialog-title" sx={{ pr: 6 }}>
        {family?.rescheduleOf !== undefined ? 'Reschedule tutoring' : 'Book tutoring'}
        <IconButton
          aria-label="Close dialog"
          onClick={onClose}
          sx={{ position: 'absolute', right: 8, top: 8 }}
        >
          <CloseIcon />
        </IconButton>
      </DialogTitle>
      <DialogContent dividers>
        {step === 'form' && family ? (
          <>
            {hasTriedContinue && Object.keys(errors).length > 0 ? (
              <Alert severity="error">{FORM_ERRORS_MESSAGE}</Alert>
            ) : null}
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
            {hasTriedContinue && Object.keys(errors).length > 0 ? (
              <Alert severity="error">{FORM_ERRORS_MESSAGE}</Alert>
            ) : null}
            <TextField
              select
              label="Student"
              required
              value={state.studentId ?? ''}
              onChange={(event) => {
                setEnrollments([]);
                change({
                  studentId: Number(event.target.value),
                  enrollmentId: null,
                  forceDuration: null,
                });
              }}
              error={Boolean(errorOf('studentId')) || students?.length === 0}
              helperText={
                students?.length === 0
                  ? 'You have no students to book yet.'
                  : (errorOf('studentId') ?? ' ')
              }
              disabled={students === null || students.length === 0}
            >
              {(students ?? []).map((student) => (
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
                pickEnrollment(enrollments.find((e) => e.id === Number(event.target.value)) ?? null)
              }
              error={Boolean(errorOf('enrollmentId'))}
              helperText={
                errorOf('enrollmentId') ??
                (state.studentId === null ? 'Choose the student first.' : ' ')
              }
              disabled={state.studentId === null}
            >
              {enrollments.map((enrollment) => (
                <MenuItem key={enrollment.id} value={enrollment.id}>
                  {enrollment.courseTitle}
                </MenuItem>
              ))}
            </TextField>
            <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
              <TextField
                type="date"
                label="Date"
                required
                fullWidth
                value={state.date}
                onChange={(event) => change({ date: event.target.value })}
                error={Boolean(errorOf('date'))}
                helperText={errorOf('date') ?? ' '}
                slotProps={{ inputLabel: { shrink: true } }}
              />
              <TextField
                type="time"
                label="Start time"
                required
                fullWidth
                value={state.time}
                onChange={(event) => change({ time: event.target.value })}
                error={Boolean(errorOf('time'))}
                helperText={errorOf('time') ?? `In ${zone}`}
                slotProps={{ inputLabel: { shrink: true }, htmlInput: { step: 300 } }}
              />
            </Stack>
            <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
              <TextField
                select
                label="Duration"
                fullWidth
                value={isForced ? String(state.forceDuration) : String(state.durationChoice)}
                onChange={(event) =>
                  change({
                    durationChoice:
                      event.target.value === CUSTOM_DURATION
                        ? CUSTOM_DURATION
                        : Number(event.target.value),
                  })
                }
                disabled={isForced}
                error={Boolean(errorOf('duration')) && state.durationChoice !== CUSTOM_DURATION}
                helperText={
                  isForced
                    ? 'Fixed by the brand.'
                    : state.durationChoice !== CUSTOM_DURATION
                      ? (errorOf('duration') ?? ' ')
                      : ' '
                }
              >
                {isForced ? (
                  <MenuItem value={String(state.forceDuration)}>
                    {state.forceDuration} minutes
                  </MenuItem>
                ) : null}
                {BOOKING_DURATION_OPTIONS.map((minutes) => (
                  <MenuItem key={minutes} value={String(minutes)}>
                    {minutes} minutes
                  </MenuItem>
                ))}
                {policy.allowCustomDuration ? (
                  <MenuItem value={CUSTOM_DURATION}>Custom</MenuItem>
                ) : null}
              </TextField>
              {state.durationChoice === CUSTOM_DURATION && !isForced ? (
                <TextField
                  type="number"
                  label="Custom minutes"
                  required
                  fullWidth
                  value={state.customMinutes}
                  onChange={(event) => change({ customMinutes: event.target.value })}
                  error={Boolean(errorOf('duration'))}
                  helperText={
                    errorOf('duration') ??
                    `${CUSTOM_BOOKING_DURATION.min} to ${CUSTOM_BOOKING_DURATION.max}`
                  }
                  slotProps={{
                    htmlInput: {
                      min: CUSTOM_BOOKING_DURATION.min,
                      max: CUSTOM_BOOKING_DURATION.max,
                    },
                  }}
                />
              ) : null}
              <TextField
                select
                label="Repeat"
                fullWidth
                value={String(state.repeat)}
                onChange={(event) => {
                  const value = event.target.value;
                  change({ repeat: (value === 'all' ? 'all' : Number(value)) as RepeatChoice });
                }}
                helperText=" "
              >
                {REPEAT_CHOICES.map((choice) => (
                  <MenuItem key={String(choice.value)} value={String(choice.value)}>
                    {choice.label}
                  </MenuItem>
                ))}
              </TextField>
            </Stack>
            <TextField
              label="Notes"
              multiline
              minRows={2}
              value={state.notes}
              onChange={(event) => change({ notes: event.target.value })}
              error={Boolean(errorOf('notes'))}
              helperText={errorOf('notes') ?? `${state.notes.length}/${BOOKING_NOTES_MAX}`}
            />
          </Stack>
        ) : null}
        {step === 'confirm' ? (
          <Stack spacing={1}>
            <Typography>
              {students?.find((s) => s.id === state.studentId)?.name}:{' '}
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
          <Stack spacing={2}>
            {answer.kind === 'review' ? (
              <Alert role="status" severity={bookingReviewSeverity(answer.meta)}>
                <AlertTitle>{bookingReviewSummary(answer.meta)}</AlertTitle>
                {answer.meta.failed.length > 0
                  ? bookingErrorSentence(answer.errors, answer.meta, zone)
                  : null}
              </Alert>
            ) : (
              <Alert role="alert" severity="error">
                <AlertTitle>{BOOKING_ERROR_TITLE}</AlertTitle>
                {bookingErrorSentence(answer.errors, answer.meta, zone)}
              </Alert>
            )}
            {answer.kind === 'review' && answer.meta.pending.length > 0 ? (
              <Typography variant="body2" color="text.secondary">
                {PENDING_DATES_NOTE}
              </Typography>
            ) : null}
            {rows.length > 0 ? (
              <List dense aria-label="Booking outcome by date" disablePadding>
                {rows.map((row) => (
                  <ListItem key={row.startsAt} divider disableGutters data-status={row.status}>
                    <ListItemText
                      primary={`${bookingDayLabel(row.startsAt, zone)} · ${timeLabel(row.startsAt, zone)} – ${timeLabel(row.endsAt, zone)}`}
                      secondary={row.reasons.join(' ') || null}
                    />
                    <Chip
                      size="small"
                      color={STATUS_COLORS[row.status]}
                      label={BOOKING_STATUS_LABELS[row.status]}
                    />
                  </ListItem>
                ))}
              </List>
            ) : null}
          </Stack>
        ) : null}
      </DialogContent>
      {/* The gap spaces the buttons; MUI's own left margin on top of it pushes the last past a phone's edge. */}
      <DialogActions sx={{ flexWrap: 'wrap', gap: 1, '& > :not(style) ~ :not(style)': { ml: 0 } }}>
        <Box sx={{ flexGrow: 1 }} />
        {step === 'form' && !family ? <Button onClick={onBack}>Back</Button> : null}
        {step === 'confirm' || answer?.kind === 'error' ? (
          <Button onClick={() => setStep('form')} disabled={isSending}>
            Back to the form
          </Button>
        ) : null}
        <Button onClick={onClose} disabled={isSending}>
          Close
        </Button>
        {step === 'form' ? (
          <Button variant="contained" onClick={onContinue}>
            Continue
          </Button>
        ) : null}
        {step === 'confirm' ? (
          <Button variant="contained" onClick={onBook} disabled={isSending}>
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
