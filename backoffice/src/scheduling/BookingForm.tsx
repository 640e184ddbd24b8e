import {
  Alert,
  AlertTitle,
  Button,
  Card,
  CardContent,
  Grid,
  Stack,
  ToggleButton,
  ToggleButtonGroup,
  Typography,
} from '@mui/material';
import type { ReactNode } from 'react';
import {
  FORM_ERRORS_MESSAGE,
  REPEAT_CHOICES,
  formatDuration,
  type BookingPolicy,
  type FieldErrors,
} from '@tp/domain';
import { TutoringScheduleFields, tutoringDuration, type TutoringFormState } from '@tp/ui';
import { AvailabilityCheck } from './AvailabilityCheck.tsx';
import { BrandSessionTypesLine } from './BrandSessionTypesLine.tsx';
import { EnrollmentPicker } from './EnrollmentPicker.tsx';
import { FindTutorsPanel } from './FindTutorsPanel.tsx';
import { ForcedStartTimes } from './ForcedStartTimes.tsx';
import { PrimeHoursPanel } from './PrimeHoursPanel.tsx';
import { ZONE_OWNER_LABELS, type ZoneOwner, type ZoneSide } from './staffBooking.ts';
import { StudentPicker } from './StudentPicker.tsx';
import { SubjectsPicker } from './SubjectsPicker.tsx';
import { TutorPicker } from './TutorPicker.tsx';
import type { RepeatOptionsAnswer } from './useRepeatOptions.ts';

export interface BookingFormProps {
  state: TutoringFormState;
  change(changes: Partial<TutoringFormState>): void;
  /** Shown once the user tried to continue. */
  errors: FieldErrors;
  hasErrors: boolean;
  policy: BookingPolicy;
  brandId: number | null;
  tutorId: number | null;
  /** The first session's start, once the date and time name one. */
  start: Date | null;
  zone: string;
  zones: Record<ZoneSide, string | null>;
  zoneSide: ZoneSide;
  zoneOwner: ZoneOwner;
  onZoneSide(side: ZoneSide): void;
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

const first = (errors: FieldErrors, field: string) => errors[field]?.[0];

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

/** How the repeat select words a choice: how many more weeks it books. */
function repeatChoiceLabel(
  choice: { label: string; value: number | 'all'; repeats: number },
  isJudged: boolean,
) {
  if (typeof choice.value === 'number' && choice.value > 0)
    return `${choice.label} (${choice.value} more weeks)`;
  if (isJudged && choice.value === 'all') return `${choice.label} (${choice.repeats} more weeks)`;
  return choice.label;
}

/**
 * The back-office's tutoring form: the shared form's staff mode (any student and enrollment,
 * the subjects, any tutor, the tutor's or the student's zone, then the shared when, how long
 * and how often), with the panels staff book by: Find tutors, the tutor's availability at the
 * chosen time, and prime hours.
 */
export function BookingForm(props: BookingFormProps) {
  const { state, change, errors, policy, zones, repeatOptions } = props;
  const choices = repeatOptions?.choices ?? REPEAT_CHOICES.map((c) => ({ ...c, repeats: 0 }));
  const isChoiceAllowed =
    !repeatOptions || repeatOptions.choices.some((c) => c.value === state.repeat);
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
              {props.hasErrors ? (
                <Alert severity="error">
                  <AlertTitle>Oops</AlertTitle>
                  {FORM_ERRORS_MESSAGE}
                </Alert>
              ) : null}
              <StudentPicker
                value={state.studentId}
                onChange={(student) => props.onStudent(student)}
                error={first(errors, 'studentId')}
              />
              <EnrollmentPicker
                studentId={state.studentId}
                value={state.enrollmentId}
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
                value={state.subjectIds}
                onChange={(subjectIds) => change({ subjectIds })}
                error={first(errors, 'subjectIds')}
              />
              <TutorPicker
                value={props.tutorId}
                onChange={(tutor) => props.onTutor(tutor?.id ?? null)}
                error={first(errors, 'tutorId')}
              />
              <Stack spacing={1}>
                <Typography variant="body2">
                  Date and time are in{' '}
                  <strong>
                    {ZONE_OWNER_LABELS[props.zoneOwner]} time zone: {props.zone}
                  </strong>
                </Typography>
                <ToggleButtonGroup
                  exclusive
                  size="small"
                  value={props.zoneSide}
                  aria-label="Time zone of the date and time"
                  onChange={(_event, side: ZoneSide | null) => {
                    if (side) props.onZoneSide(side);
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
              <TutoringScheduleFields
                state={state}
                onChange={change}
                errors={errors}
                allowCustomDuration={policy.allowCustomDuration}
                timeHelperText=" "
                repeatChoices={choices.map((choice) => ({
                  value: choice.value,
                  label: repeatChoiceLabel(choice, Boolean(repeatOptions)),
                }))}
                repeatError={repeatError}
                repeatHelperText={
                  repeatOptions
                    ? repeatOptions.unscheduledMinutes === null
                      ? 'This course does not count hours.'
                      : `${formatDuration(repeatOptions.unscheduledMinutes)} of unscheduled hours left on the enrollment.`
                    : 'Choose the tutor, date and time to see what the hours allow.'
                }
                afterTime={
                  state.forceDuration !== null ? (
                    <ForcedStartTimes
                      tutorId={props.tutorId}
                      date={state.date}
                      zone={props.zone}
                      forceDuration={state.forceDuration}
                      onPick={(time) => change({ time })}
                    />
                  ) : null
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
              subjectIds={state.subjectIds}
              studentId={state.studentId}
              chosenTutorId={props.tutorId}
              onChoose={(tutorId) => props.onTutor(tutorId)}
            />
          </Panel>
          <Panel title="Tutor availability">
            {props.tutorId !== null && props.start ? (
              <AvailabilityCheck
                tutorId={props.tutorId}
                startsAt={props.start}
                duration={tutoringDuration(state)}
                isBoundByAvailability={policy.boundByAvailability}
              />
            ) : (
              <Typography variant="body2" color="text.secondary">
                Choose the tutor, date and time to check them.
              </Typography>
            )}
          </Panel>
          <Panel title="Prime hours">
            <PrimeHoursPanel zone={props.zone} />
          </Panel>
        </Stack>
      </Grid>
    </Grid>
  );
}
