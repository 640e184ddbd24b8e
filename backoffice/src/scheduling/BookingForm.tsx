import {
  Alert,
  AlertTitle,
  Button,
  Card,
  CardContent,
  Grid,
  MenuItem,
  Stack,
  TextField,
  ToggleButton,
  ToggleButtonGroup,
  Typography,
} from '@mui/material';
import type { ReactNode } from 'react';
import {
  BOOKING_NOTES_MAX,
  FORM_ERRORS_MESSAGE,
  REPEAT_CHOICES,
  type BookingPolicy,
  type FieldErrors,
  type RepeatChoice,
} from '@tp/domain';
import { AvailabilityCheck } from './AvailabilityCheck.tsx';
import { BrandSessionTypesLine } from './BrandSessionTypesLine.tsx';
import type { BookingDraft, ZoneOwner, ZoneSide } from './bookingDraft.ts';
import { ZONE_OWNER_LABELS, draftStart } from './bookingDraft.ts';
import { DurationPicker } from './DurationPicker.tsx';
import { EnrollmentPicker } from './EnrollmentPicker.tsx';
import { FindTutorsPanel } from './FindTutorsPanel.tsx';
import { ForcedStartTimes } from './ForcedStartTimes.tsx';
import { PrimeHoursPanel } from './PrimeHoursPanel.tsx';
import { StudentPicker } from './StudentPicker.tsx';
import { SubjectsPicker } from './SubjectsPicker.tsx';
import { TutorPicker } from './TutorPicker.tsx';
import type { RepeatOptionsAnswer } from './useRepeatOptions.ts';

export interface BookingFormProps {
  draft: BookingDraft;
  change(patch: Partial<BookingDraft>): void;
  /** Shown once the user tried to continue. */
  errors: FieldErrors | null;
  policy: BookingPolicy;
  brandId: number | null;
  zones: Record<ZoneSide, string | null>;
  zoneOwner: ZoneOwner;
  onStudent(student: { id: number; timeZone: string | null } | null): void;
  onEnrollment(
    enrollment: {
      id: number;
      brandId: number | null;
      forceDuration: number | null;
      /** The tutor chosen on the enrollment, if any. */
      tutorId: number | null;
    } | null,
  ): void;
  onTutor(tutorId: number | null): void;
  repeatOptions: RepeatOptionsAnswer | undefined;
  onContinue(): void;
}

const first = (errors: FieldErrors | null, field: string) => errors?.[field]?.[0];

const repeatKey = (choice: RepeatChoice) => String(choice);

function Panel({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Card variant="outlined">
      <CardContent>
        <Typography variant="h6" component="h2" gutterBottom>
          {title}
        </Typography>
        {children}
      </CardContent>
    </Card>
  );
}

/** The booking form's first step: who, what, with whom, when, how long, how often. */
export function BookingForm(props: BookingFormProps) {
  const { draft, change, errors, policy, zones, repeatOptions } = props;
  const start = draftStart(draft);
  const choices = repeatOptions?.choices ?? REPEAT_CHOICES.map((c) => ({ ...c, repeats: 0 }));
  const isChoiceAllowed =
    !repeatOptions || repeatOptions.choices.some((c) => c.value === draft.repeat);
  const repeatError =
    first(errors, 'repeat') ??
    (isChoiceAllowed ? undefined : 'is more than the unscheduled hours allow');
  return (
    <Grid container spacing={2}>
      <Grid size={{ xs: 12, md: 7 }}>
        <Card>
          <CardContent>
            <Stack
              component="form"
              spacing={2}
              noValidate
              aria-label="Book tutoring"
              onSubmit={(event) => {
                event.preventDefault();
                props.onContinue();
              }}
            >
              {errors && Object.keys(errors).length > 0 ? (
                <Alert severity="error">
                  <AlertTitle>Oops</AlertTitle>
                  {FORM_ERRORS_MESSAGE}
                </Alert>
              ) : null}
              <StudentPicker
                value={draft.studentId}
                onChange={(student) => props.onStudent(student)}
                error={first(errors, 'studentId')}
              />
              <EnrollmentPicker
                studentId={draft.studentId}
                value={draft.enrollmentId}
                onChange={(enrollment) =>
                  props.onEnrollment(
                    enrollment
                      ? {
                          id: enrollment.id,
                          brandId: enrollment.course?.brandId ?? null,
                          forceDuration: enrollment.course?.brand?.forceDuration ?? null,
                          tutorId: enrollment.tutorId,
                        }
                      : null,
                  )
                }
                error={first(errors, 'enrollmentId')}
              />
              <BrandSessionTypesLine brandId={props.brandId} />
              <SubjectsPicker
                value={draft.subjectIds}
                onChange={(subjectIds) => change({ subjectIds })}
                error={first(errors, 'subjectIds')}
              />
              <TutorPicker
                value={draft.tutorId}
                onChange={(tutor) => props.onTutor(tutor?.id ?? null)}
                error={first(errors, 'tutorId')}
              />
              <Stack spacing={1}>
                <Typography variant="body2">
                  Date and time are in{' '}
                  <strong>
                    {ZONE_OWNER_LABELS[props.zoneOwner]} time zone: {draft.zone}
                  </strong>
                </Typography>
                <ToggleButtonGroup
                  exclusive
                  size="small"
                  value={draft.zoneSide}
                  aria-label="Time zone of the date and time"
                  onChange={(_event, side: ZoneSide | null) => {
                    if (side) change({ zoneSide: side });
                  }}
                >
                  <ToggleButton value="tutor">
                    Tutor&apos;s zone{zones.tutor ? ` (${zones.tutor})` : ''}
                  </ToggleButton>
                  <ToggleButton value="student">
                    Student&apos;s zone{zones.student ? ` (${zones.student})` : ''}
                  </ToggleButton>
                </ToggleButtonGroup>
              </Stack>
              <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
                <TextField
                  label="Date"
                  type="date"
                  required
                  fullWidth
                  value={draft.date}
                  onChange={(event) => change({ date: event.target.value })}
                  slotProps={{ inputLabel: { shrink: true } }}
                  error={Boolean(first(errors, 'date'))}
                  helperText={first(errors, 'date') ?? ' '}
                />
                <TextField
                  label="Start time"
                  type="time"
                  required
                  fullWidth
                  value={draft.time}
                  onChange={(event) => change({ time: event.target.value })}
                  // spec §9: the time picker steps by 5 minutes.
                  slotProps={{ inputLabel: { shrink: true }, htmlInput: { step: 300 } }}
                  error={Boolean(first(errors, 'time'))}
                  helperText={first(errors, 'time') ?? ' '}
                />
              </Stack>
              {draft.forceDuration !== null ? (
                <ForcedStartTimes
                  tutorId={draft.tutorId}
                  date={draft.date}
                  zone={draft.zone}
                  forceDuration={draft.forceDuration}
                  onPick={(time) => change({ time })}
                />
              ) : null}
              <DurationPicker
                value={draft.duration}
                onChange={(duration) => change({ duration })}
                forceDuration={draft.forceDuration}
                allowCustom={policy.allowCustomDuration}
                error={first(errors, 'duration')}
              />
              <TextField
                select
                label="Repeat"
                fullWidth
                value={repeatKey(draft.repeat)}
                onChange={(event) => {
                  const picked = choices.find((c) => repeatKey(c.value) === event.target.value);
                  if (picked) change({ repeat: picked.value });
                }}
                error={Boolean(repeatError)}
                helperText={
                  repeatError ??
                  (repeatOptions
                    ? repeatOptions.unscheduledMinutes === null
                      ? 'This course does not count hours.'
                      : `${Math.round((repeatOptions.unscheduledMinutes / 60) * 10) / 10} unscheduled hours left on the enrollment.`
                    : 'Choose the tutor, date and time to see what the hours allow.')
                }
              >
                {choices.map((choice) => (
                  <MenuItem key={repeatKey(choice.value)} value={repeatKey(choice.value)}>
                    {choice.label}
                    {typeof choice.value === 'number' && choice.value > 0
                      ? ` (${choice.value} more weeks)`
                      : ''}
                    {repeatOptions && choice.value === 'all'
                      ? ` (${choice.repeats} more weeks)`
                      : ''}
                  </MenuItem>
                ))}
              </TextField>
              <TextField
                label="Notes"
                multiline
                minRows={2}
                fullWidth
                value={draft.notes}
                onChange={(event) => change({ notes: event.target.value })}
                error={Boolean(first(errors, 'notes'))}
                helperText={
                  first(errors, 'notes') ?? `${draft.notes.length} / ${BOOKING_NOTES_MAX}`
                }
              />
              <Stack direction="row" sx={{ justifyContent: 'flex-end' }}>
                <Button type="submit" variant="contained">
                  Continue
                </Button>
              </Stack>
            </Stack>
          </CardContent>
        </Card>
      </Grid>
      <Grid size={{ xs: 12, md: 5 }}>
        <Stack spacing={2}>
          <Panel title="Find tutors">
            <FindTutorsPanel
              brandId={props.brandId}
              subjectIds={draft.subjectIds}
              studentId={draft.studentId}
              chosenTutorId={draft.tutorId}
              onChoose={(tutorId) => props.onTutor(tutorId)}
            />
          </Panel>
          <Panel title="Tutor availability">
            {draft.tutorId !== null && start ? (
              <AvailabilityCheck
                tutorId={draft.tutorId}
                startsAt={start}
                duration={draft.forceDuration ?? draft.duration}
                isBoundByAvailability={policy.boundByAvailability}
              />
            ) : (
              <Typography variant="body2" color="text.secondary">
                Choose the tutor, date and time to check them.
              </Typography>
            )}
          </Panel>
          <Panel title="Prime hours">
            <PrimeHoursPanel zone={draft.zone} />
          </Panel>
        </Stack>
      </Grid>
    </Grid>
  );
}
