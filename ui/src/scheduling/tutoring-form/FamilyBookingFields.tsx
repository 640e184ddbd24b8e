import { useEffect, useMemo, useState } from 'react';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { HttpClient } from '@tp/data-provider';
import {
  BOOKING_DURATION_OPTIONS,
  BOOKING_SUBJECTS_MAX,
  wallClockOf,
  type FieldErrors,
  type RepeatChoice,
  type RepeatOption,
  type Subject,
} from '@tp/domain';
import { useErrorToast } from '../../toast/error-toast.ts';
import { loadRepeatChoices, loadSubjects } from './tutoring-api.ts';
import { BookingNotesField } from './TutoringScheduleFields.tsx';
import {
  familyOfferedStarts,
  isOfferedStart,
  tutoringDuration,
  tutoringStart,
  type FamilyBookingTarget,
  type TutoringFormState,
} from './tutoring-form-state.ts';

const JUST_THIS_ONE: RepeatOption = { label: 'Just this one', value: 0, repeats: 0 };

interface FamilyBookingFieldsProps {
  target: FamilyBookingTarget;
  state: TutoringFormState;
  zone: string;
  now: Date;
  errors: FieldErrors;
  httpClient: HttpClient;
  /** Moving a booked tutoring: it keeps its subjects and notes, and does not repeat. */
  isReschedule: boolean;
  onChange(changes: Partial<TutoringFormState>): void;
}

const timeOf = (instant: Date, zone: string) =>
  new Intl.DateTimeFormat('en-US', { timeZone: zone, hour: 'numeric', minute: '2-digit' }).format(
    instant,
  );
const dayOf = (instant: Date, zone: string) =>
  new Intl.DateTimeFormat('en-US', {
    timeZone: zone,
    weekday: 'short',
    month: 'short',
    day: 'numeric',
  }).format(instant);

/**
 * The student and parent apps' part of the tutoring form (spec §5): their student and
 * enrollment fixed, the availability's day, a start every 30 minutes that leaves the session
 * inside it and starts an hour before its end, 60, 90 or 120 minutes (no custom), up to two
 * different subjects, the repeat choices the hours allow (from the server), and notes.
 */
export function FamilyBookingFields({
  target,
  state,
  zone,
  now,
  errors,
  httpClient,
  isReschedule,
  onChange,
}: FamilyBookingFieldsProps) {
  const toastError = useErrorToast();
  const [subjects, setSubjects] = useState<Subject[]>([]);
  const [choices, setChoices] = useState<RepeatOption[]>([JUST_THIS_ONE]);
  const duration = tutoringDuration(state);
  const isForced = state.forceDuration !== null && state.forceDuration > 0;
  const starts = useMemo(() => familyOfferedStarts(target, duration, now), [target, duration, now]);
  const start = tutoringStart(state, zone);
  const startMs = start.getTime();
  const isStartOffered = isOfferedStart(starts, start);

  useEffect(() => {
    const controller = new AbortController();
    loadSubjects(httpClient, controller.signal).then(setSubjects, (error: unknown) => {
      if (!controller.signal.aborted) toastError(error);
    });
    return () => controller.abort();
  }, [httpClient, toastError]);

  useEffect(() => {
    if (!isStartOffered || isReschedule) return;
    const controller = new AbortController();
    loadRepeatChoices(
      httpClient,
      {
        enrollmentId: target.enrollment.id,
        tutorId: target.tutorId,
        startsAt: new Date(startMs),
        duration,
      },
      controller.signal,
    ).then(
      (loaded) => setChoices(loaded.length > 0 ? loaded : [JUST_THIS_ONE]),
      () => {
        // Without the server's answer only the one session is offered; booking still checks.
        if (!controller.signal.aborted) setChoices([JUST_THIS_ONE]);
      },
    );
    return () => controller.abort();
  }, [
    httpClient,
    target.enrollment.id,
    target.tutorId,
    startMs,
    duration,
    isStartOffered,
    isReschedule,
  ]);

  // A repeat the hours no longer allow (a longer session) falls back to "just this one".
  const repeatValue = choices.some((c) => c.value === state.repeat) ? state.repeat : 0;
  useEffect(() => {
    if (repeatValue !== state.repeat) onChange({ repeat: repeatValue });
  }, [repeatValue, state.repeat, onChange]);

  const pickDuration = (minutes: number) => {
    const offered = familyOfferedStarts(target, minutes, now);
    const keep = offered.find((s) => s.getTime() === startMs) ?? offered.at(-1);
    onChange({
      durationChoice: minutes,
      ...(keep ? { time: wallClockOf(keep, zone).time, date: wallClockOf(keep, zone).date } : {}),
    });
  };
  const [first, second] = state.subjectIds;
  const setSubject = (index: 0 | 1, value: string) => {
    const next = [first, second];
    next[index] = value === '' ? undefined : Number(value);
    onChange({
      subjectIds: next
        .filter((id): id is number => id !== undefined)
        .slice(0, BOOKING_SUBJECTS_MAX),
    });
  };
  const errorOf = (field: string) => errors[field]?.[0];

  return (
    <Stack spacing={2} sx={{ pt: 1 }}>
      <Typography variant="body2">
        <strong>{target.student.name}</strong> · {target.enrollment.courseTitle}
        <br />
        Available {dayOf(target.availability.start, zone)},{' '}
        {timeOf(target.availability.start, zone)} – {timeOf(target.availability.end, zone)}
      </Typography>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <TextField
          select
          label="Duration"
          fullWidth
          value={String(duration)}
          onChange={(event) => pickDuration(Number(event.target.value))}
          disabled={isForced}
          error={Boolean(errorOf('duration'))}
          helperText={isForced ? 'Fixed by the brand.' : (errorOf('duration') ?? ' ')}
        >
          {(isForced ? [state.forceDuration!] : BOOKING_DURATION_OPTIONS).map((minutes) => (
            <MenuItem key={minutes} value={String(minutes)}>
              {minutes} minutes
            </MenuItem>
          ))}
        </TextField>
        <TextField
          select
          label="Start time"
          fullWidth
          value={isStartOffered ? String(startMs) : ''}
          onChange={(event) => {
            const wall = wallClockOf(new Date(Number(event.target.value)), zone);
            onChange({ date: wall.date, time: wall.time });
          }}
          error={starts.length === 0 || !isStartOffered}
          helperText={
            starts.length === 0
              ? 'No start leaves room for this session. Try a shorter one.'
              : isStartOffered
                ? `In ${zone}`
                : (errorOf('time') ?? `In ${zone}`)
          }
          disabled={starts.length === 0}
        >
          {starts.map((instant) => (
            <MenuItem key={instant.getTime()} value={String(instant.getTime())}>
              {timeOf(instant, zone)}
            </MenuItem>
          ))}
        </TextField>
      </Stack>
      {isReschedule ? null : (
        <>
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
            <TextField
              select
              label="Subject"
              fullWidth
              value={first === undefined ? '' : String(first)}
              onChange={(event) => setSubject(0, event.target.value)}
              error={Boolean(errorOf('subjectIds'))}
              helperText={errorOf('subjectIds') ?? 'Optional'}
            >
              <MenuItem value="">None</MenuItem>
              {subjects.map((subject) => (
                <MenuItem key={subject.id} value={String(subject.id)}>
                  {subject.name}
                </MenuItem>
              ))}
            </TextField>
            <TextField
              select
              label="Second subject"
              fullWidth
              value={second === undefined ? '' : String(second)}
              onChange={(event) => setSubject(1, event.target.value)}
              disabled={first === undefined}
              helperText="Optional, a different one"
            >
              <MenuItem value="">None</MenuItem>
              {subjects
                .filter((subject) => subject.id !== first)
                .map((subject) => (
                  <MenuItem key={subject.id} value={String(subject.id)}>
                    {subject.name}
                  </MenuItem>
                ))}
            </TextField>
          </Stack>
          <TextField
            select
            label="Repeat"
            value={String(repeatValue)}
            onChange={(event) => {
              const value = event.target.value;
              onChange({ repeat: (value === 'all' ? 'all' : Number(value)) as RepeatChoice });
            }}
            helperText="Weekly at the same time, within the hours left"
          >
            {choices.map((choice) => (
              <MenuItem key={String(choice.value)} value={String(choice.value)}>
                {choice.label}
              </MenuItem>
            ))}
          </TextField>
          <BookingNotesField
            notes={state.notes}
            onChange={onChange}
            error={errorOf('notes')}
            isCapped
          />
        </>
      )}
    </Stack>
  );
}
