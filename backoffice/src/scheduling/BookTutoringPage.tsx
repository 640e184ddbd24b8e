import { Box, Typography } from '@mui/material';
import { useState } from 'react';
import { Title, useDataProvider, useGetOne, useNotify } from 'react-admin';
import { useSearchParams } from 'react-router-dom';
import type { AppDataProvider } from '@tp/data-provider';
import { bookingPolicyFor, type Student, type Tutor } from '@tp/domain';
import {
  emptyTutoringState,
  tutoringDuration,
  tutoringStartOrNull,
  useBookingSteps,
  type TutoringFormState,
} from '@tp/ui';
import { actionErrorMessage } from '../actions/actionErrors.ts';
import { useAuthUser } from '../auth/AuthUserContext.tsx';
import { useDisplayTimeZone } from '../time/useDisplayTimeZone.ts';
import { BookingConfirm } from './BookingConfirm.tsx';
import { BookingForm } from './BookingForm.tsx';
import { BookingOutcome } from './BookingOutcome.tsx';
import {
  bookForStudent,
  staffBookingErrors,
  type ZoneOwner,
  type ZoneSide,
} from './staffBooking.ts';
import { tutorName } from './TutorPicker.tsx';
import { useRepeatOptions } from './useRepeatOptions.ts';

/** Query ids arrive as text: a positive whole number, else none. */
function idParam(value: string | null): number | null {
  const id = Number(value);
  return Number.isInteger(id) && id > 0 ? id : null;
}

/**
 * Book tutoring for a student (spec scheduling §2 "Tutoring booking form with states confirm,
 * review and error"), at /admin/tutorings/create?studentId=: the shared tutoring form in its
 * staff mode (any student and enrollment, any tutor, the tutor's or the student's zone), a
 * confirm step listing the dates as the server judges them, then POST /tutorings and its
 * review or error state.
 */
export function BookTutoringPage() {
  const [params] = useSearchParams();
  const { user } = useAuthUser();
  const displayZone = useDisplayTimeZone();
  const dataProvider = useDataProvider<AppDataProvider>();
  const notify = useNotify();
  const [state, setState] = useState<TutoringFormState>(() => ({
    ...emptyTutoringState(),
    studentId: idParam(params.get('studentId')),
  }));
  const [tutorId, setTutorId] = useState<number | null>(null);
  const [zoneSide, setZoneSide] = useState<ZoneSide>('tutor');
  const [brandId, setBrandId] = useState<number | null>(null);

  const { data: student } = useGetOne<Student>(
    'students',
    { id: state.studentId ?? 0 },
    { enabled: state.studentId !== null },
  );
  const { data: tutor } = useGetOne<Tutor>(
    'tutors',
    { id: tutorId ?? 0 },
    { enabled: tutorId !== null },
  );
  const zones: Record<ZoneSide, string | null> = {
    tutor: (tutorId !== null ? tutor?.timeZone : null) ?? null,
    student: (state.studentId !== null ? student?.timeZone : null) ?? null,
  };
  const other: ZoneSide = zoneSide === 'tutor' ? 'student' : 'tutor';
  // The side asked for, else the other side's zone, else the user's own (the screen says which).
  const zoneOwner: ZoneOwner = zones[zoneSide] ? zoneSide : zones[other] ? other : 'user';
  const zone = zones[zoneSide] ?? zones[other] ?? displayZone;
  // Admins and spoofers book off the tutor's availability and may pick any duration (spec §6).
  const policy = bookingPolicyFor(user ?? { roles: [] });
  const start = tutoringStartOrNull(state, zone);
  const duration = tutoringDuration(state);

  const repeatOptions = useRepeatOptions({
    tutorId,
    studentId: state.studentId,
    enrollmentId: state.enrollmentId,
    startsAt: start,
    duration,
    repeat: state.repeat,
  });
  const flow = useBookingSteps({
    errorsOf: () => staffBookingErrors(state, tutorId, policy),
    send: () => bookForStudent(dataProvider, state, zone, tutorId),
    onFailure: (error) => notify(actionErrorMessage(error), { type: 'error' }),
  });
  const change = (changes: Partial<TutoringFormState>) =>
    setState((current) => ({ ...current, ...changes }));

  const who = [
    student ? `For ${student.fullName}` : null,
    tutor ? `with ${tutorName(tutor)}` : null,
    `${duration} minutes`,
  ]
    .filter(Boolean)
    .join(', ');

  return (
    <Box sx={{ my: 2 }}>
      <Title title="Book tutoring" />
      <Typography variant="h5" component="h1" sx={{ mb: 2 }}>
        Book tutoring
      </Typography>
      {flow.step === 'form' ? (
        <BookingForm
          state={state}
          change={change}
          errors={flow.errors}
          hasErrors={flow.hasErrors}
          policy={policy}
          brandId={brandId}
          tutorId={tutorId}
          start={start}
          zone={zone}
          zones={zones}
          zoneSide={zoneSide}
          zoneOwner={zoneOwner}
          onZoneSide={setZoneSide}
          repeatOptions={repeatOptions.data}
          onStudent={(picked) => {
            setBrandId(null);
            change({ studentId: picked?.id ?? null, enrollmentId: null, forceDuration: null });
          }}
          onEnrollment={(enrollment) => {
            setBrandId(enrollment?.brandId ?? null);
            change({
              enrollmentId: enrollment?.id ?? null,
              forceDuration: enrollment?.forceDuration ?? null,
            });
            // The tutor chosen on the enrollment comes first; any other may still be picked.
            if (tutorId === null && enrollment?.tutorId) setTutorId(enrollment.tutorId);
          }}
          onTutor={setTutorId}
          onContinue={() =>
            flow.onContinue(
              !repeatOptions.data ||
                repeatOptions.data.choices.some((c) => c.value === state.repeat),
            )
          }
        />
      ) : null}
      {flow.step === 'confirm' ? (
        <BookingConfirm
          who={who}
          zone={zone}
          duration={duration}
          dates={repeatOptions}
          isSending={flow.isSending}
          onBack={flow.backToForm}
          onBook={flow.onBook}
        />
      ) : null}
      {flow.step === 'outcome' && flow.answer ? (
        <BookingOutcome
          answer={flow.answer}
          zone={zone}
          studentId={state.studentId}
          enrollmentId={state.enrollmentId}
          onBack={flow.backToForm}
          onAnother={() => {
            flow.restart();
            change({ date: '', time: '', repeat: 0, notes: '' });
          }}
        />
      ) : null}
    </Box>
  );
}
