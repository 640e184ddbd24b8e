import { Box, Typography } from '@mui/material';
import { useState } from 'react';
import { Title, useDataProvider, useGetOne, useNotify } from 'react-admin';
import { useSearchParams } from 'react-router-dom';
import { readCallFailure, type AppDataProvider } from '@tp/data-provider';
import {
  bookingMeta,
  bookingPolicyFor,
  type FieldErrors,
  type Student,
  type Tutor,
} from '@tp/domain';
import { actionErrorMessage, actionFieldErrors } from '../actions/actionErrors.ts';
import { useAuthUser } from '../auth/AuthUserContext.tsx';
import { useDisplayTimeZone } from '../time/useDisplayTimeZone.ts';
import { BookingConfirm } from './BookingConfirm.tsx';
import { BookingForm } from './BookingForm.tsx';
import { BookingOutcome, type BookingAnswer } from './BookingOutcome.tsx';
import {
  EMPTY_DRAFT,
  bookingDraftErrors,
  bookingPayload,
  draftStart,
  type BookingDraft,
  type ZoneOwner,
  type ZoneSide,
} from './bookingDraft.ts';
import { tutorName } from './TutorPicker.tsx';
import { useRepeatOptions } from './useRepeatOptions.ts';

type Step = 'form' | 'confirm' | 'outcome';

/** Query ids arrive as text: a positive whole number, else none. */
function idParam(value: string | null): number | null {
  const id = Number(value);
  return Number.isInteger(id) && id > 0 ? id : null;
}

/**
 * Book tutoring for a student (spec scheduling §2 "Tutoring booking form with states confirm,
 * review and error"), at /admin/tutorings/create?studentId=: the form, a confirm step listing
 * the dates, then POST /tutorings and its review or error state.
 */
export function BookTutoringPage() {
  const [params] = useSearchParams();
  const { user } = useAuthUser();
  const displayZone = useDisplayTimeZone();
  const dataProvider = useDataProvider<AppDataProvider>();
  const notify = useNotify();
  const [draft, setDraft] = useState<Omit<BookingDraft, 'zone'>>(() => ({
    ...EMPTY_DRAFT,
    studentId: idParam(params.get('studentId')),
  }));
  const [brandId, setBrandId] = useState<number | null>(null);
  const [step, setStep] = useState<Step>('form');
  const [errors, setErrors] = useState<FieldErrors | null>(null);
  const [answer, setAnswer] = useState<BookingAnswer | null>(null);
  const [isSending, setIsSending] = useState(false);

  const { data: student } = useGetOne<Student>(
    'students',
    { id: draft.studentId ?? 0 },
    { enabled: draft.studentId !== null },
  );
  const { data: tutor } = useGetOne<Tutor>(
    'tutors',
    { id: draft.tutorId ?? 0 },
    { enabled: draft.tutorId !== null },
  );
  const zones: Record<ZoneSide, string | null> = {
    tutor: (draft.tutorId !== null ? tutor?.timeZone : null) ?? null,
    student: (draft.studentId !== null ? student?.timeZone : null) ?? null,
  };
  const other: ZoneSide = draft.zoneSide === 'tutor' ? 'student' : 'tutor';
  // The side asked for, else the other side's zone, else the user's own (the screen says which).
  const zoneOwner: ZoneOwner = zones[draft.zoneSide]
    ? draft.zoneSide
    : zones[other]
      ? other
      : 'user';
  const zone = zones[draft.zoneSide] ?? zones[other] ?? displayZone;
  const full: BookingDraft = { ...draft, zone };
  // Admins and spoofers book off the tutor's availability and may pick any duration (spec §6).
  const policy = bookingPolicyFor(user ?? { roles: [] });
  const start = draftStart(full);
  const duration = draft.forceDuration ?? draft.duration;

  const repeatOptions = useRepeatOptions({
    tutorId: draft.tutorId,
    studentId: draft.studentId,
    enrollmentId: draft.enrollmentId,
    startsAt: start,
    duration,
    repeat: draft.repeat,
  });

  const change = (patch: Partial<BookingDraft>) => {
    const next = { ...draft, ...patch };
    setDraft(next);
    // Once shown, the errors follow the fixes as they are made.
    if (errors) setErrors(bookingDraftErrors({ ...next, zone }, policy));
  };

  async function book() {
    setIsSending(true);
    try {
      const { data } = await dataProvider.action('tutorings', 'book', {
        data: bookingPayload({ ...full, duration }),
      });
      setAnswer({ kind: 'review', meta: data.meta, errors: data.errors });
    } catch (error) {
      const { status, body } = readCallFailure(error);
      if (status === 409 || status === 422) {
        const meta =
          typeof body === 'object' && body !== null && 'meta' in body
            ? bookingMeta.safeParse(body.meta)
            : null;
        setAnswer({
          kind: 'error',
          meta: meta?.success ? meta.data : null,
          errors: actionFieldErrors(error),
          fallback: actionErrorMessage(error),
        });
      } else {
        notify(actionErrorMessage(error), { type: 'error' });
        return;
      }
    } finally {
      setIsSending(false);
    }
    setStep('outcome');
  }

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
      {step === 'form' ? (
        <BookingForm
          draft={full}
          change={change}
          errors={errors}
          policy={policy}
          brandId={brandId}
          zones={zones}
          zoneOwner={zoneOwner}
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
              // The tutor chosen on the enrollment comes first; any other may still be picked.
              ...(draft.tutorId === null && enrollment?.tutorId
                ? { tutorId: enrollment.tutorId }
                : {}),
            });
          }}
          onTutor={(tutorId) => change({ tutorId })}
          onContinue={() => {
            const found = bookingDraftErrors({ ...full, duration }, policy);
            const isRepeatAllowed =
              !repeatOptions.data ||
              repeatOptions.data.choices.some((c) => c.value === draft.repeat);
            setErrors(found);
            if (Object.keys(found).length === 0 && isRepeatAllowed) setStep('confirm');
          }}
        />
      ) : null}
      {step === 'confirm' ? (
        <BookingConfirm
          who={who}
          zone={zone}
          duration={duration}
          dates={repeatOptions}
          isSending={isSending}
          onBack={() => setStep('form')}
          onBook={() => void book()}
        />
      ) : null}
      {step === 'outcome' && answer ? (
        <BookingOutcome
          answer={answer}
          zone={zone}
          studentId={draft.studentId}
          enrollmentId={draft.enrollmentId}
          onBack={() => setStep('form')}
          onAnother={() => {
            setAnswer(null);
            setErrors(null);
            change({ date: '', time: '', repeat: 0, notes: '' });
            setStep('form');
          }}
        />
      ) : null}
    </Box>
  );
}
